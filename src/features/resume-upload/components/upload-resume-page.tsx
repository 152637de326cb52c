export function UploadResumePage() {
  return (
    <div className="container">
      <h1 className="page-title">Upload Resume</h1>
    </div>
  );
}
