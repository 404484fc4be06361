import { integerSetting, type Env } from './env-values';
/**
 * Where messages go (issue 18). E-mail over SMTP with SMTP_URL and MAIL_FROM; 알림톡 with SMS
 * fallback through Solapi with SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER, SOLAPI_PFID
 * and SOLAPI_TEMPLATES. A channel without its settings is the built-in message sandbox: nothing
 * leaves the machine and /sandbox/messages shows what the family would receive. Production
 * refuses to start with a sandbox channel unless MESSAGE_SANDBOX=true (a demo).
 */
export interface MessagesConfig {
  /**
   * MESSAGES_ENABLED (default true). False: no event writes a message (nothing is queued or
   * sent), for a site that sends none and for measuring what messaging costs (npm run bench).
   */
  enabled: boolean;
  email: { mode: 'smtp'; smtpUrl: string; from: string } | { mode: 'sandbox'; from: string };
  alimtalk:
    | {
        mode: 'solapi';
        apiKey: string;
        apiSecret: string;
        /** The registered sender number, digits only. */
        sender: string;
        /** The Kakao channel's id (pfId) the templates are registered under. */
        pfId: string;
        /** Each family message kind's registered 알림톡 template id. */
        templates: Record<string, string>;
        /** Solapi's API origin (SOLAPI_API_BASE; tests point it at a local imitation). */
        apiBase: string;
      }
    | { mode: 'sandbox' };
  /** The centre's inbox for paid applications, cancellations and the daily digest; unset: none. */
  centreEmail?: string;
  /** How long a message's body and recipient are kept (MESSAGE_RETENTION_DAYS; default 90). */
  retentionDays: number;
  /** How long one provider call may take before it counts as a failed attempt. */
  sendTimeoutMs: number;
  /**
   * BROADCASTS_PER_LECTURE_PER_DAY (default 3, 1..20): how many messages to a lecture's families
   * (issue 36) the back office may send per lecture per Seoul day; one more is refused.
   */
  broadcastsPerLecturePerDay: number;
  /**
   * APPOINTMENT_REMINDER_HOURS (default 24,2): how many hours before a counselling appointment
   * each reminder goes (issue 37), whole hours from 1 to 168, at most 4; `none`: no reminders.
   */
  appointmentReminderHours: number[];
}

/** Background workers (pg-boss): whether this process runs jobs, and how often it looks. */
export interface JobsConfig {
  /** JOB_WORKERS (default true; false under NODE_ENV=test, where tests run jobs by hand). */
  workers: boolean;
  /** JOB_POLL_INTERVAL_SECONDS (default 1, at least 0.5): how often an idle worker looks. */
  pollIntervalSeconds: number;
  /** How often pg-boss hands out again jobs whose worker died (seconds). */
  maintenanceIntervalSeconds: number;
}

export const SOLAPI_API_BASE = 'https://api.solapi.com';
const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function loadMessagesConfig(
  env: Env,
  nodeEnv: 'production' | 'development' | 'test',
): MessagesConfig {
  const from = env.MAIL_FROM?.trim() || '마음숲 상담센터 <no-reply@example.com>';
  const email: MessagesConfig['email'] = env.SMTP_URL
    ? { mode: 'smtp', smtpUrl: smtpUrl(env.SMTP_URL), from: mailFrom(env.MAIL_FROM) }
    : { mode: 'sandbox', from };
  const alimtalk = loadAlimtalk(env);
  const sandboxAllowed = ['1', 'true', 'yes'].includes((env.MESSAGE_SANDBOX || '').toLowerCase());
  if (nodeEnv === 'production' && !sandboxAllowed) {
    if (email.mode === 'sandbox') {
      throw new Error(
        'SMTP_URL and MAIL_FROM are required in production (or MESSAGE_SANDBOX=true for a demo).',
      );
    }
    if (alimtalk.mode === 'sandbox') {
      throw new Error(
        'SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER, SOLAPI_PFID and SOLAPI_TEMPLATES are required in production (or MESSAGE_SANDBOX=true for a demo).',
      );
    }
  }
  const centreEmail = env.CENTRE_NOTIFY_EMAIL?.trim() || undefined;
  if (centreEmail && !EMAIL_ADDRESS.test(centreEmail)) {
    throw new Error(`CENTRE_NOTIFY_EMAIL must be an e-mail address, got "${centreEmail}"`);
  }
  const enabled = env.MESSAGES_ENABLED?.trim().toLowerCase();
  if (enabled && !['1', 'true', 'yes', '0', 'false', 'no'].includes(enabled)) {
    throw new Error(`MESSAGES_ENABLED must be true or false, got "${env.MESSAGES_ENABLED}"`);
  }
  return {
    enabled: !['0', 'false', 'no'].includes(enabled ?? ''),
    email,
    alimtalk,
    centreEmail: centreEmail?.toLowerCase(),
    retentionDays: integerSetting(env, 'MESSAGE_RETENTION_DAYS', 90, 1, 3650),
    sendTimeoutMs: integerSetting(env, 'MESSAGE_SEND_TIMEOUT_MS', 30_000, 100, 120_000),
    broadcastsPerLecturePerDay: integerSetting(env, 'BROADCASTS_PER_LECTURE_PER_DAY', 3, 1, 20),
    appointmentReminderHours: reminderHours(env.APPOINTMENT_REMINDER_HOURS),
  };
}

export function loadJobsConfig(env: Env, test: boolean): JobsConfig {
  const workers = env.JOB_WORKERS;
  const poll = env.JOB_POLL_INTERVAL_SECONDS;
  const pollIntervalSeconds = poll === undefined || poll === '' ? 1 : Number(poll);
  if (
    !Number.isFinite(pollIntervalSeconds) ||
    pollIntervalSeconds < 0.5 ||
    pollIntervalSeconds > 600
  ) {
    throw new Error(`JOB_POLL_INTERVAL_SECONDS must be a number from 0.5 to 600, got "${poll}"`);
  }
  let on = !test;
  if (workers !== undefined && workers !== '') {
    if (['1', 'true', 'yes'].includes(workers.toLowerCase())) on = true;
    else if (['0', 'false', 'no'].includes(workers.toLowerCase())) on = false;
    else throw new Error(`JOB_WORKERS must be true or false, got "${workers}"`);
  }
  return {
    workers: on,
    pollIntervalSeconds,
    maintenanceIntervalSeconds: integerSetting(
      env,
      'JOB_MAINTENANCE_INTERVAL_SECONDS',
      60,
      1,
      3600,
    ),
  };
}

function loadAlimtalk(env: Env): MessagesConfig['alimtalk'] {
  const names = [
    'SOLAPI_API_KEY',
    'SOLAPI_API_SECRET',
    'SOLAPI_SENDER',
    'SOLAPI_PFID',
    'SOLAPI_TEMPLATES',
  ];
  const given = names.filter((name) => env[name]?.trim());
  if (given.length === 0) return { mode: 'sandbox' };
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new Error(`Set ${missing.join(', ')} too, or none of the SOLAPI_ settings (sandbox).`);
  const sender = env.SOLAPI_SENDER!.replace(/-/g, '').trim();
  if (!/^0\d{8,10}$/.test(sender)) {
    throw new Error(
      `SOLAPI_SENDER must be the registered sender number (e.g. 0212345678), got "${env.SOLAPI_SENDER}"`,
    );
  }
  let templates: Record<string, unknown>;
  try {
    templates = JSON.parse(env.SOLAPI_TEMPLATES!) as Record<string, unknown>;
  } catch {
    throw new Error('SOLAPI_TEMPLATES must be JSON: {"application-received": "KA01TP…", …}');
  }
  // Every family message kind must have one; the messages module checks the names at start.
  for (const [kind, id] of Object.entries(templates)) {
    if (typeof id !== 'string' || !id.trim()) {
      throw new Error(`SOLAPI_TEMPLATES["${kind}"] must be a template id`);
    }
  }
  const apiBase = (env.SOLAPI_API_BASE?.trim() || SOLAPI_API_BASE).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(apiBase))
    throw new Error(`SOLAPI_API_BASE must be an http(s) URL, got "${apiBase}"`);
  return {
    mode: 'solapi',
    apiKey: env.SOLAPI_API_KEY!.trim(),
    apiSecret: env.SOLAPI_API_SECRET!.trim(),
    sender,
    pfId: env.SOLAPI_PFID!.trim(),
    templates: templates as Record<string, string>,
    apiBase,
  };
}

/** "24,2" → [24, 2]: distinct whole hours from 1 to 168, at most four, largest first. */
function reminderHours(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return [24, 2];
  if (value.trim().toLowerCase() === 'none') return [];
  const parts = value.split(',').map((part) => part.trim());
  const hours = parts.map(Number);
  if (
    parts.some((part) => !/^[0-9]+$/.test(part)) ||
    hours.some((hour) => hour < 1 || hour > 168) ||
    new Set(hours).size !== hours.length ||
    hours.length > 4
  ) {
    throw new Error(
      `APPOINTMENT_REMINDER_HOURS must be up to four distinct whole hours from 1 to 168, separated by commas (e.g. 24,2), or none; got "${value}"`,
    );
  }
  return hours.sort((a, b) => b - a);
}

function smtpUrl(value: string): string {
  if (!/^smtps?:\/\/[^\s]+$/.test(value.trim())) {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://…:465');
  }
  return value.trim();
}

function mailFrom(value: string | undefined): string {
  if (!value?.trim())
    throw new Error(
      'MAIL_FROM is required with SMTP_URL (e.g. 마음숲 상담센터 <no-reply@example.kr>)',
    );
  const address = /<([^>]+)>\s*$/.exec(value.trim())?.[1] ?? value.trim();
  if (!EMAIL_ADDRESS.test(address))
    throw new Error(`MAIL_FROM must name an e-mail address, got "${value}"`);
  return value.trim();
}
