/** Placeholder until the back office pages land. */
export function AdminLectureListPage() {
  return <h1>AdminLectureListPage</h1>;
}
