export function TopMentorsPage() {
  return (
    <div className="container">
      <h1 className="page-title">Top Mentors</h1>
    </div>
  );
}
