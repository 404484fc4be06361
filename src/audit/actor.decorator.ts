import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditActor } from './audit-trail';

/** What the audit trail reads of `req.user` (auth's AdminPrincipal, set by its global guard). */
interface SignedIn {
  id: number;
  username: string;
}

/**
 * The signed-in account and the request's address (req.ip, after `trust proxy`), as the audit
 * trail records them. On a route marked @Public() there is no account: 401.
 */
export const Actor = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuditActor => {
  const req = ctx.switchToHttp().getRequest<Request & { user?: SignedIn }>();
  if (!req.user) throw new UnauthorizedException('로그인이 필요합니다.');
  return { adminId: req.user.id, adminName: req.user.username, address: req.ip ?? 'unknown' };
});
