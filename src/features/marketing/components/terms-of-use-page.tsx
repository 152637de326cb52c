export function TermsOfUsePage() {
  return (
    <div className="container">
      <h1 className="page-title">Terms of Use</h1>
    </div>
  );
}
