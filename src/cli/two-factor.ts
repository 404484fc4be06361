import { createApp } from '../app.factory';
import { TwoFactorService } from '../auth';
import { loadConfig } from '../config/app.config';

/**
 * `npm run two-factor:reset -- <id>`: turns off an account's two-factor sign-in, for the owner who
 * lost both the phone and the recovery codes (the owner resets staff from the back office). Run
 * on the server, with the app's environment (DATABASE_URL, JWT_SECRET); recorded in the audit
 * trail. The account signs in with its password next, and sets up a new authenticator then if
 * two-factor sign-in is required.
 */
async function run(): Promise<void> {
  const username = process.argv[2]?.trim();
  if (!username) throw new Error('Usage: npm run two-factor:reset -- <account id>');
  const config = { ...loadConfig(), seedDemoContent: false };
  const running = await createApp({ config: { ...config, logLevel: 'warn' } });
  try {
    const outcome = await running.app.get(TwoFactorService).resetByOperator(username);
    if (outcome === 'unknown') throw new Error(`No account "${username}".`);
    // Printed as it is: the app logs at warn level here.
    console.log(
      outcome === 'reset'
        ? `Two-factor sign-in of "${username}" turned off; it signs in with its password now.`
        : `"${username}" has no two-factor sign-in; nothing was changed.`,
    );
  } finally {
    await running.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
