/** Placeholder until the back office pages land. */
export function AdminHomePage() {
  return <h1>AdminHomePage</h1>;
}
