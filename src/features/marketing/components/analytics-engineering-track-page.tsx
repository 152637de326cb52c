export function AnalyticsEngineeringTrackPage() {
  return (
    <div className="container">
      <h1 className="page-title">Analytics Engineering</h1>
    </div>
  );
}
