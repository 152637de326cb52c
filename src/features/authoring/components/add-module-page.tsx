export function AddModulePage() {
  return (
    <div className="container">
      <h1 className="page-title">Add New Module</h1>
    </div>
  );
}
