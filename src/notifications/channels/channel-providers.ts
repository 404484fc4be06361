import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.tokens';
import { CENTRE_KINDS, MESSAGE_KINDS } from '../../outbox';
import {
  ALIMTALK_CHANNEL,
  EMAIL_CHANNEL,
  type AlimtalkChannel,
  type EmailChannel,
} from './channel';
import { SandboxAlimtalkChannel, SandboxEmailChannel } from './sandbox.channels';
import { SmtpEmailChannel } from './smtp-email.channel';

/** Family messages, each needing a registered 알림톡 template (the centre's are e-mail only). */
export const ALIMTALK_KINDS = MESSAGE_KINDS.filter((kind) => !CENTRE_KINDS.includes(kind));

/**
 * SOLAPI_TEMPLATES must name a template for every family message kind (the configuration
 * cannot know the kinds: it may not import the messages feature). Checked at start, so a site
 * does not learn of a missing template from a family that received nothing.
 */
export function checkAlimtalkTemplates(templates: Record<string, string>): void {
  const missing = ALIMTALK_KINDS.filter((kind) => !templates[kind]);
  if (missing.length) {
    throw new Error(`SOLAPI_TEMPLATES has no template for: ${missing.join(', ')}`);
  }
}

/** The channels as the configuration chooses them: real providers, or the message sandbox. */
export const CHANNEL_PROVIDERS: Provider[] = [
  {
    provide: EMAIL_CHANNEL,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): EmailChannel => {
      const email = config.messages.email;
      return email.mode === 'smtp'
        ? new SmtpEmailChannel(email.smtpUrl, email.from, config.messages.sendTimeoutMs)
        : new SandboxEmailChannel();
    },
  },
  {
    provide: ALIMTALK_CHANNEL,
    inject: [APP_CONFIG],
    useFactory: async (config: AppConfig): Promise<AlimtalkChannel> => {
      const alimtalk = config.messages.alimtalk;
      if (alimtalk.mode === 'sandbox') return new SandboxAlimtalkChannel();
      checkAlimtalkTemplates(alimtalk.templates);
      // Loaded only where it sends: Solapi's SDK brings Effect and date-fns, 900 modules and
      // 0.8 s of every start (a third of the app's) that the sandbox has no use for.
      const { SolapiAlimtalkChannel } = await import('./solapi-alimtalk.channel.js');
      return new SolapiAlimtalkChannel(alimtalk, config.messages.sendTimeoutMs);
    },
  },
];

/** Whether either channel is the message sandbox (then /sandbox/messages exists). */
export function usesMessageSandbox(config: Pick<AppConfig, 'messages'>): boolean {
  return config.messages.email.mode === 'sandbox' || config.messages.alimtalk.mode === 'sandbox';
}
