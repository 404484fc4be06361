/** Placeholder until the back office pages land. */
export function AdminLectureEditPage() {
  return <h1>AdminLectureEditPage</h1>;
}
