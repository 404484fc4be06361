import { Outlet } from 'react-router-dom';

/** Placeholder: the guard and the admin header land with the sign-in work. */
export function AdminLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
