export function CareersPage() {
  return (
    <div className="container">
      <h1 className="page-title">Careers</h1>
    </div>
  );
}
