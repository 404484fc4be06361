import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit';
import { OutboxModule } from '../outbox';
import { AdminAccountOnStart } from './admin-account-on-start';
import { AdminAuthGuard } from './admin-auth.guard';
import { AdminJwtStrategy } from './admin-jwt.strategy';
import { AdminSessions } from './admin-sessions';
import { AuthController } from './auth.controller';
import { InvitationController } from './invitation.controller';
import { InvitationRateLimit } from './invitation-rate-limit';
import { Invitations } from './invitations';
import { InvitationSends } from './invitation-sends';
import { CurrentAdminController, StaffController, TeamPolicyController } from './staff.controller';
import { StaffService } from './staff.service';
import { TeamPolicies } from './team-policies';
import { AuthService } from './auth.service';
import { GuestToken } from './guest-token';
import { LoginRateLimit } from './login-rate-limit';
import { SignInChallenges } from './two-factor/sign-in-challenges';
import { TwoFactorSignInController } from './two-factor/two-factor-sign-in.controller';
import { TwoFactorSignIn } from './two-factor/two-factor-sign-in.service';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Who is calling: administrator sign-in (with its second factor, two-factor/), the global guard
 * that closes every route not marked @Public() (and keeps @OwnerOnly() routes to the owner), the
 * team (직원 관리: staff accounts, invitations, the team policy) and the guest lookup's proof
 * (GuestToken).
 */
@Module({
  imports: [PassportModule, JwtModule.register({}), AuditModule, OutboxModule],
  controllers: [
    AuthController,
    CurrentAdminController,
    StaffController,
    TeamPolicyController,
    InvitationController,
    TwoFactorSignInController,
    TwoFactorController,
  ],
  providers: [
    AuthService,
    SignInChallenges,
    TwoFactorService,
    TwoFactorSignIn,
    LoginRateLimit,
    AdminSessions,
    AdminJwtStrategy,
    AdminAccountOnStart,
    GuestToken,
    StaffService,
    TeamPolicies,
    Invitations,
    InvitationRateLimit,
    InvitationSends,
    { provide: APP_GUARD, useClass: AdminAuthGuard },
  ],
  // The sandbox's guard on a live site checks a token's session as the global guard does;
  // the guest lookup's proof is read by my info, payments and refunds; refunds ask the team
  // policy how much staff may refund.
  exports: [AdminSessions, GuestToken, TeamPolicies],
})
export class AuthModule {}
