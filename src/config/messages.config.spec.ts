import { loadJobsConfig, loadMessagesConfig, SOLAPI_API_BASE } from './messages.config';

const SOLAPI = {
  SOLAPI_API_KEY: 'NCSAMPLEKEY',
  SOLAPI_API_SECRET: 'SAMPLESECRET',
  SOLAPI_SENDER: '02-1234-5678',
  SOLAPI_PFID: 'KA01PF000000',
  SOLAPI_TEMPLATES: '{"application-received":"KA01TP1"}',
};
const SMTP = {
  SMTP_URL: 'smtp://user:pass@mail.example.kr:587',
  MAIL_FROM: '마음숲 <no-reply@example.kr>',
};

describe('loadMessagesConfig', () => {
  it('uses the message sandbox for both channels without settings, outside production', () => {
    const config = loadMessagesConfig({}, 'development');
    expect(config.email.mode).toBe('sandbox');
    expect(config.alimtalk).toEqual({ mode: 'sandbox' });
    expect(config).toMatchObject({
      enabled: true,
      retentionDays: 90,
      sendTimeoutMs: 30_000,
      broadcastsPerLecturePerDay: 3,
      appointmentReminderHours: [24, 2],
    });
    expect(config.centreEmail).toBeUndefined();
  });

  it('refuses a sandbox channel in production unless MESSAGE_SANDBOX=true', () => {
    expect(() => loadMessagesConfig({}, 'production')).toThrow(/SMTP_URL and MAIL_FROM/);
    expect(() => loadMessagesConfig(SMTP, 'production')).toThrow(/SOLAPI_API_KEY/);
    expect(loadMessagesConfig({ MESSAGE_SANDBOX: 'true' }, 'production').email.mode).toBe(
      'sandbox',
    );
    const real = loadMessagesConfig({ ...SMTP, ...SOLAPI }, 'production');
    expect(real.email).toEqual({ mode: 'smtp', smtpUrl: SMTP.SMTP_URL, from: SMTP.MAIL_FROM });
    expect(real.alimtalk).toMatchObject({
      mode: 'solapi',
      sender: '0212345678',
      templates: { 'application-received': 'KA01TP1' },
      apiBase: SOLAPI_API_BASE,
    });
  });

  it('names what is missing when only some Solapi settings are given', () => {
    const { SOLAPI_PFID: _pfid, ...partial } = SOLAPI;
    expect(() => loadMessagesConfig(partial, 'development')).toThrow(/SOLAPI_PFID/);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.kr', MAIL_FROM: 'a@example.kr' }, /SMTP_URL must look like/],
    [{ SMTP_URL: 'smtp://mail.example.kr' }, /MAIL_FROM is required/],
    [{ ...SMTP, MAIL_FROM: '마음숲 <not-an-address>' }, /MAIL_FROM must name an e-mail address/],
    [{ ...SOLAPI, SOLAPI_SENDER: '1234' }, /SOLAPI_SENDER/],
    [{ ...SOLAPI, SOLAPI_TEMPLATES: 'KA01TP1' }, /SOLAPI_TEMPLATES must be JSON/],
    [{ ...SOLAPI, SOLAPI_TEMPLATES: '{"application-received":""}' }, /must be a template id/],
    [{ CENTRE_NOTIFY_EMAIL: 'centre' }, /CENTRE_NOTIFY_EMAIL/],
    [{ MESSAGE_RETENTION_DAYS: '0' }, /MESSAGE_RETENTION_DAYS must be an integer from 1/],
    [{ MESSAGES_ENABLED: 'maybe' }, /MESSAGES_ENABLED must be true or false/],
    [{ BROADCASTS_PER_LECTURE_PER_DAY: '0' }, /BROADCASTS_PER_LECTURE_PER_DAY must be an integer/],
    [{ APPOINTMENT_REMINDER_HOURS: '24,0' }, /APPOINTMENT_REMINDER_HOURS must be/],
    [{ APPOINTMENT_REMINDER_HOURS: '24;2' }, /APPOINTMENT_REMINDER_HOURS must be/],
    [{ APPOINTMENT_REMINDER_HOURS: '2,2' }, /APPOINTMENT_REMINDER_HOURS must be/],
    [{ APPOINTMENT_REMINDER_HOURS: '1.5' }, /APPOINTMENT_REMINDER_HOURS must be/],
    [{ APPOINTMENT_REMINDER_HOURS: '169' }, /APPOINTMENT_REMINDER_HOURS must be/],
    [
      { BROADCASTS_PER_LECTURE_PER_DAY: '2.5' },
      /BROADCASTS_PER_LECTURE_PER_DAY must be an integer/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadMessagesConfig(env as Record<string, string>, 'development')).toThrow(message);
  });

  it('reads the centre inbox, retention and the off switch', () => {
    const config = loadMessagesConfig(
      {
        CENTRE_NOTIFY_EMAIL: 'Centre@Example.kr',
        MESSAGE_RETENTION_DAYS: '30',
        MESSAGES_ENABLED: 'false',
      },
      'development',
    );
    expect(config).toMatchObject({
      centreEmail: 'centre@example.kr',
      retentionDays: 30,
      enabled: false,
    });
  });

  it('reads the appointment reminders’ hours, largest first, or none', () => {
    const hours = (value: string) =>
      loadMessagesConfig({ APPOINTMENT_REMINDER_HOURS: value }, 'development')
        .appointmentReminderHours;
    expect(hours('2, 24')).toEqual([24, 2]);
    expect(hours('48')).toEqual([48]);
    expect(hours('none')).toEqual([]);
  });
});

describe('loadJobsConfig', () => {
  it('runs workers except under test, polling every second', () => {
    expect(loadJobsConfig({}, false)).toEqual({
      workers: true,
      pollIntervalSeconds: 1,
      maintenanceIntervalSeconds: 60,
    });
    expect(loadJobsConfig({}, true).workers).toBe(false);
    expect(loadJobsConfig({ JOB_WORKERS: 'true' }, true).workers).toBe(true);
  });

  it.each([
    [{ JOB_WORKERS: 'sometimes' }, /JOB_WORKERS/],
    [{ JOB_POLL_INTERVAL_SECONDS: '0.1' }, /JOB_POLL_INTERVAL_SECONDS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadJobsConfig(env, false)).toThrow(message);
  });
});
