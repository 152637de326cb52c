export function AiEngineeringTrackPage() {
  return (
    <div className="container">
      <h1 className="page-title">AI Engineering</h1>
    </div>
  );
}
