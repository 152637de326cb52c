export function LandingPage() {
  return (
    <div className="container">
      <h1 className="page-title">Nyra</h1>
    </div>
  );
}
