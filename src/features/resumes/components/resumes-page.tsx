export function ResumesPage() {
  return (
    <div className="container">
      <h1 className="page-title">Resumes</h1>
    </div>
  );
}
