export function AddVideoPage() {
  return (
    <div className="container">
      <h1 className="page-title">Add New Video</h1>
    </div>
  );
}
