import {
  Catch,
  Inject,
  Injectable,
  UnauthorizedException,
  type ArgumentsHost,
  type ExceptionFilter,
  type ExecutionContext,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { ADMIN_JWT, AdminSessions, type AdminPrincipal } from '../auth';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { isLiveSandbox } from '../config/payments.config';
import { renderError } from './checkout-page';
import { SANDBOX_COPY as COPY } from './sandbox-copy';

/**
 * On a live site (isLiveSandbox) the sandbox's controls, the checkout window's answer and the
 * virtual account's deposit, would let anyone mark an order paid without paying: there they need
 * the back office's access token (`Authorization: Bearer`), checked by the app's own admin JWT
 * strategy, as the global guard checks it. Elsewhere (development, tests) they stay open.
 */
@Injectable()
export class SandboxAdminGuard extends AuthGuard(ADMIN_JWT) {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: AdminSessions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!isLiveSandbox(this.config)) return true;
    await super.canActivate(context);
    // A token whose session ended (signed out, replayed refresh) opens nothing, as elsewhere.
    const { user } = context.switchToHttp().getRequest<{ user?: AdminPrincipal }>();
    if (!user || !(await this.sessions.isOpen(user.sessionId))) {
      throw new UnauthorizedException(COPY.adminOnly);
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new UnauthorizedException(COPY.adminOnly);
    return user;
  }
}

/** Whether a sandbox page's caller is its own script (JSON) rather than a plain form (HTML). */
export function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

/** The guard's refusal as the page shows it: an error page, or JSON for the page's script. */
@Catch(UnauthorizedException)
export class SandboxPageAuthFilter implements ExceptionFilter {
  catch(exception: UnauthorizedException, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const message = COPY.adminOnly;
    res.status(exception.getStatus()).set('Cache-Control', 'no-store');
    if (wantsJson(req)) {
      res.json({ statusCode: exception.getStatus(), message, error: 'Unauthorized' });
    } else {
      res.type('text/html; charset=utf-8').send(renderError(message));
    }
  }
}
