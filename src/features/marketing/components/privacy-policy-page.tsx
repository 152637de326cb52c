export function PrivacyPolicyPage() {
  return (
    <div className="container">
      <h1 className="page-title">Privacy Policy</h1>
    </div>
  );
}
