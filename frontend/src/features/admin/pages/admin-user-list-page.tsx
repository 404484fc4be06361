/** Placeholder until the back office pages land. */
export function AdminUserListPage() {
  return <h1>AdminUserListPage</h1>;
}
