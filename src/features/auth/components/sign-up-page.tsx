export function SignUpPage() {
  return (
    <div className="container">
      <h1 className="page-title">Sign Up</h1>
    </div>
  );
}
