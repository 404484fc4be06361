/** Placeholder until the admin sign-in page lands. */
export function AdminLoginPage() {
  return (
    <main>
      <h1>관리자 로그인</h1>
    </main>
  );
}
