import { Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AdminUser } from '../admin-user.entity';
import { AuthService, type SignedIn } from '../auth.service';
import { LoginRateLimit } from '../login-rate-limit';
import type { TwoFactorSetupResponse } from './dto/two-factor.response';
import { SignInChallenges } from './sign-in-challenges';
import { TWO_FACTOR_MESSAGES as M } from './two-factor-messages';
import type { AdminSignInChallenge, ChallengeKind } from './two-factor.entity';
import { TwoFactorService } from './two-factor.service';

/**
 * Counts a guess with a challenge that names no account. No account name has a space
 * (ADMIN_USERNAME's rule), so this shares no count with a real one.
 */
const NO_ACCOUNT = ' unknown challenge';

/**
 * The second half of a sign-in, after the right password (SignInChallenges): a code from the
 * app or a recovery code for a CODE challenge, or, for an ENROL challenge (two-factor required,
 * none set up yet), setting up an authenticator; both end in the same session as a password-only
 * sign-in (AuthService.openSession: access token and, with 자동 로그인, the refresh cookie).
 * Refresh is untouched: the second factor is asked at sign-in only.
 *
 * Wrong codes, wrong recovery codes and an unknown, used or expired challenge count toward the
 * sign-in rate limit (LoginRateLimit), by the challenge's account and the client address; the
 * password's success did not clear earlier failures, the second factor's does.
 */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    private readonly manager: EntityManager,
    private readonly auth: AuthService,
    private readonly rateLimit: LoginRateLimit,
    private readonly challenges: SignInChallenges,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async verify(
    token: string,
    code: string,
    address: string,
    deviceCookie?: unknown,
  ): Promise<SignedIn> {
    const found = await this.open(token);
    const attempt = await this.rateLimit.begin(
      found?.account.username ?? NO_ACCOUNT,
      address,
      deviceCookie,
    );
    // Before the code is compared, like the password: the wait tells nothing.
    await this.rateLimit.wait(attempt);
    if (!found || !this.fits(found, 'CODE')) {
      throw new UnauthorizedException(M.challengeEnded);
    }
    const { challenge, account } = found;
    const right = await this.manager.transaction(async (manager) => {
      if (!(await this.twoFactor.check(manager, account.id, code))) return false;
      // Two tabs with one challenge: the second loses here, and its code is not spent.
      if (!(await this.challenges.consume(manager, challenge))) {
        throw new UnauthorizedException(M.challengeEnded);
      }
      return true;
    });
    if (!right) {
      await this.auth.recordFailure(account, address, '2단계 인증 코드 불일치');
      throw new UnauthorizedException(M.wrongCode);
    }
    await this.rateLimit.succeeded(attempt);
    return this.auth.openSession(account, challenge.auto_login, {
      address,
      secondFactor: true,
      deviceCookie,
    });
  }

  /** Required set-up at sign-in, step 1: a new secret for the challenge's account. */
  async setup(token: string, address: string): Promise<TwoFactorSetupResponse> {
    const { account } = await this.enrolling(token, address);
    return this.twoFactor.setup(account.id, account.username);
  }

  /**
   * Step 2: the first code turns it on, uses the challenge up and signs in; the recovery codes
   * come with the tokens. A wrong code here is not counted: it is checked against a secret the
   * server just showed to this same challenge, which proves nothing either way.
   */
  async confirm(
    token: string,
    code: string,
    address: string,
    deviceCookie?: unknown,
  ): Promise<{ signedIn: SignedIn; recoveryCodes: string[] }> {
    const { challenge, account } = await this.enrolling(token, address);
    const actor = { adminId: account.id, adminName: account.username, address };
    const recoveryCodes = await this.manager.transaction(async (manager) => {
      const codes = await this.twoFactor.enable(manager, actor, code);
      if (!(await this.challenges.consume(manager, challenge))) {
        throw new UnauthorizedException(M.challengeEnded);
      }
      return codes;
    });
    const signedIn = await this.auth.openSession(account, challenge.auto_login, {
      address,
      secondFactor: true,
      deviceCookie,
    });
    return { signedIn, recoveryCodes };
  }

  /** An open ENROL challenge, or 401 after counting the attempt as a failed sign-in. */
  private async enrolling(
    token: string,
    address: string,
  ): Promise<{ challenge: AdminSignInChallenge; account: AdminUser }> {
    const found = await this.open(token);
    if (found && this.fits(found, 'ENROL')) return found;
    await this.rateLimit.begin(found?.account.username ?? NO_ACCOUNT, address);
    throw new UnauthorizedException(M.challengeEnded);
  }

  private async open(
    token: string,
  ): Promise<{ challenge: AdminSignInChallenge; account: AdminUser } | undefined> {
    const challenge = await this.challenges.find(token);
    if (!challenge) return undefined;
    const account = await this.manager
      .getRepository(AdminUser)
      .findOneBy({ id: challenge.admin_id });
    return account ? { challenge, account } : undefined;
  }

  /** Open, of the expected kind, and its account still allowed in (not deactivated meanwhile). */
  private fits(
    found: { challenge: AdminSignInChallenge; account: AdminUser },
    kind: ChallengeKind,
  ): boolean {
    const { challenge, account } = found;
    return challenge.kind === kind && this.challenges.usable(challenge) && !account.deactivated_at;
  }
}
