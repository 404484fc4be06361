import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ADMIN_JWT, type AdminPrincipal } from './admin-jwt.strategy';
import { AdminSessions } from './admin-sessions';
import { IS_PUBLIC } from './public.decorator';

export const SIGN_IN_REQUIRED = '로그인이 필요합니다.';

/**
 * Global guard: every route needs a valid administrator access token whose session is still open
 * unless its controller or handler is marked @Public(). Closed by default.
 *
 * The session is checked here rather than in the strategy: passport keeps one strategy per name
 * for the whole process, while each app has its own guard and its own database.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_JWT) {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AdminSessions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<{ user?: AdminPrincipal }>();
    // A database that cannot answer is a 503 (the exception filter), not a sign-out.
    if (!user || !(await this.sessions.isOpen(user.sessionId))) {
      throw new UnauthorizedException(SIGN_IN_REQUIRED);
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    return user;
  }
}
