export function CareerCopilotPage() {
  return (
    <div className="container">
      <h1 className="page-title">Nyra Career Copilot</h1>
    </div>
  );
}
