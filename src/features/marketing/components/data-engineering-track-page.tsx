export function DataEngineeringTrackPage() {
  return (
    <div className="container">
      <h1 className="page-title">Data Engineering</h1>
    </div>
  );
}
