export function CareerToolkitPage() {
  return (
    <div className="container">
      <h1 className="page-title">Career Toolkit</h1>
    </div>
  );
}
