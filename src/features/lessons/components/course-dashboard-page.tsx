export function CourseDashboardPage() {
  return (
    <div className="container">
      <h1 className="page-title">Lessons</h1>
    </div>
  );
}
