import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ADMIN_JWT } from './admin-jwt.strategy';
import { IS_PUBLIC } from './public.decorator';

export const SIGN_IN_REQUIRED = '로그인이 필요합니다.';

/**
 * Global guard: every route needs a valid administrator access token unless its controller or
 * handler is marked @Public(). Closed by default.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_JWT) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    // A bad token is a refusal (user false); an error is the session check failing (the
    // database is down: 503 through the exception filter, not a sign-out in the browser).
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    return user;
  }
}
