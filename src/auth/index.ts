// The auth module's public face: who is calling. Other modules import from here, never from
// auth's files (lint: boundaries/dependencies), except the @Public() route marker. @OwnerOnly()
// lives in common/auth-markers, so that the audit module (which auth uses) can mark its routes.
export { AuthModule } from './auth.module';
export { Public } from './public.decorator';
export { OwnerOnly, OWNER_ONLY_REFUSED } from '../common/auth-markers/owner-only.decorator';
export { TeamPolicies } from './team-policies';
export type { AdminRole } from './admin-user.entity';
export { ADMIN_JWT, type AdminPrincipal } from './admin-jwt.strategy';
export { AdminSessions } from './admin-sessions';
export { accountsByName, accountSummaries, type AccountSummary } from './admin-user.repository';
export { CurrentAdmin } from './current-admin.decorator';
export {
  GUEST_PROOF_REQUIRED,
  GUEST_TOKEN_COOKIE,
  GuestToken,
  type GuestProof,
} from './guest-token';
export {
  contactKey,
  isMobileNumber,
  normaliseEmail,
  normalisePhone,
  ownedSql,
  ownedWhere,
  proofOwns,
  provesEmail,
  type FamilyContact,
  type ProvenContact,
} from './family-contact';
export { REFRESH_COOKIE } from './auth.controller';
export {
  pendingInvitation,
  redactSpentInvitationTokens,
  type PendingInvitation,
} from './invitations';
export { INVITATION_PATH } from './staff.service';
export { TwoFactorService } from './two-factor/two-factor.service';
