export function VerifyTokenPage() {
  return (
    <div className="container">
      <h1 className="page-title">Verify Token</h1>
    </div>
  );
}
