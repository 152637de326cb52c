export function ContactPage() {
  return (
    <div className="container">
      <h1 className="page-title">Contact</h1>
    </div>
  );
}
