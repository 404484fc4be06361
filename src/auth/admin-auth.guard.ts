import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ADMIN_JWT, type AdminPrincipal } from './admin-jwt.strategy';
import { AdminSessions } from './admin-sessions';
import { OWNER_ONLY, OWNER_ONLY_REFUSED } from '../common/auth-markers/owner-only.decorator';
import { IS_PUBLIC } from './public.decorator';

export const SIGN_IN_REQUIRED = '로그인이 필요합니다.';

/**
 * Global guard: every route needs a valid administrator access token whose session is still open
 * (and whose account is active) unless its controller or handler is marked @Public(). Closed by
 * default. A route marked @OwnerOnly() also needs the account's role, read from the database with
 * the session (never from the token), to be OWNER: else 403.
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
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic) return true;
    await super.canActivate(context);
    const { user } = context.switchToHttp().getRequest<{ user?: AdminPrincipal }>();
    // A database that cannot answer is a 503 (the exception filter), not a sign-out.
    const role = user ? await this.sessions.roleOf(user.sessionId) : null;
    if (!user || !role) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    user.role = role;
    if (this.reflector.getAllAndOverride<boolean>(OWNER_ONLY, targets) && role !== 'OWNER') {
      throw new ForbiddenException(OWNER_ONLY_REFUSED);
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    return user;
  }
}
