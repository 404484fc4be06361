import {
  Catch,
  Controller,
  Get,
  Inject,
  Injectable,
  Module,
  Res,
  UnauthorizedException,
  UseFilters,
  UseGuards,
  type ArgumentsHost,
  type ExceptionFilter,
  type ExecutionContext,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityManager } from 'typeorm';
import { ADMIN_JWT, AdminSessions, AuthModule, Public, type AdminPrincipal } from '../auth';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { newestMessages } from '../outbox';
import { renderSandboxMessages, type SandboxMessageView } from './sandbox-messages-page';

const ADMIN_ONLY =
  '운영 환경의 테스트 메시지함은 관리자만 볼 수 있습니다. 관리자 화면에서 로그인한 뒤 다시 시도해 주세요.';

/** The newest messages as the sandbox shows them. */
@Injectable()
export class SandboxMessages {
  constructor(
    private readonly manager: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Only the sandbox's own channels: with real SMTP and the 알림톡 sandbox (say), real e-mails
   * stay out of the box.
   */
  newest(limit = 100): Promise<SandboxMessageView[]> {
    const channels = [
      ...(this.config.messages.email.mode === 'sandbox' ? ['EMAIL'] : []),
      ...(this.config.messages.alimtalk.mode === 'sandbox' ? ['ALIMTALK'] : []),
    ];
    return newestMessages(this.manager, channels, limit);
  }
}

/**
 * On a live site (NODE_ENV=production with MESSAGE_SANDBOX=true) the message box shows real
 * families' messages: there it needs the back office's access token (`Authorization: Bearer`),
 * checked as the global guard checks it. Elsewhere (development, tests) it is open.
 */
@Injectable()
export class SandboxMessagesGuard extends AuthGuard(ADMIN_JWT) {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: AdminSessions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.config.env !== 'production') return true;
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<{ user?: AdminPrincipal }>();
    if (!user || !(await this.sessions.isOpen(user.sessionId))) {
      throw new UnauthorizedException(ADMIN_ONLY);
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new UnauthorizedException(ADMIN_ONLY);
    return user;
  }
}

@Catch(UnauthorizedException)
export class SandboxMessagesAuthFilter implements ExceptionFilter {
  catch(exception: UnauthorizedException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res
      .status(exception.getStatus())
      .set('Cache-Control', 'no-store')
      .json({ statusCode: exception.getStatus(), message: ADMIN_ONLY, error: 'Unauthorized' });
  }
}

/**
 * The message sandbox's box (/sandbox/messages): every message the app has "sent", newest
 * first, as the family would read it: e-mails in a sandboxed frame, 알림톡 as a chat bubble with
 * its buttons, SMS as text. `/sandbox/messages.json` answers the same for scripts and tests.
 * Registered only while a channel is the sandbox (MessageSandboxModule).
 */
@Public()
// Part of the local sandbox, not this API.
@ApiExcludeController()
@Controller('sandbox')
@UseGuards(SandboxMessagesGuard)
@UseFilters(SandboxMessagesAuthFilter)
export class SandboxMessagesController {
  constructor(private readonly messages: SandboxMessages) {}

  @Get('messages')
  async page(@Res() res: Response): Promise<void> {
    const html = renderSandboxMessages(await this.messages.newest());
    res.status(200).set('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  @Get('messages.json')
  async json(@Res() res: Response): Promise<void> {
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .json(await this.messages.newest());
  }
}

/** Imported by the app only while a channel is the message sandbox (usesMessageSandbox). */
@Module({
  imports: [AuthModule],
  controllers: [SandboxMessagesController],
  providers: [SandboxMessages, SandboxMessagesGuard],
})
export class MessageSandboxModule {}
