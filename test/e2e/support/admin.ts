/** The administrator the e2e server is started with (global-setup passes these as ADMIN_*). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password-1234' } as const;

/** Where the admin frontend keeps its session (spec §3: local storage, autoLogin as text). */
export const ADMIN_STORAGE_KEYS = { accessToken: 'accessToken', autoLogin: 'autoLogin' } as const;
