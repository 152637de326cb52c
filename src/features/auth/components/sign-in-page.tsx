export function SignInPage() {
  return (
    <div className="container">
      <h1 className="page-title">Sign In</h1>
    </div>
  );
}
