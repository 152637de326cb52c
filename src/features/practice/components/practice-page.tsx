export function PracticePage() {
  return (
    <div className="container">
      <h1 className="page-title">Practice</h1>
    </div>
  );
}
