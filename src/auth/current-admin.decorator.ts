import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { AdminPrincipal } from './admin-jwt.strategy';
import { SIGN_IN_REQUIRED } from './admin-auth.guard';

/**
 * The administrator the global guard let through (its `req.user`): who did what, for the money
 * ledger and the records a change keeps. On a route marked @Public() there is none: 401.
 */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AdminPrincipal => {
    const user = ctx.switchToHttp().getRequest<{ user?: AdminPrincipal }>().user;
    if (!user) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    return user;
  },
);
