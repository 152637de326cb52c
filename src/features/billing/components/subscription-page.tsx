export function SubscriptionPage() {
  return (
    <div className="container">
      <h1 className="page-title">Subscription</h1>
    </div>
  );
}
