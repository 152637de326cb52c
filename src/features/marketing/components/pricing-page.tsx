export function PricingPage() {
  return (
    <div className="container">
      <h1 className="page-title">Pricing</h1>
    </div>
  );
}
