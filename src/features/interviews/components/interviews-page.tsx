export function InterviewsPage() {
  return (
    <div className="container">
      <h1 className="page-title">Interviews</h1>
    </div>
  );
}
