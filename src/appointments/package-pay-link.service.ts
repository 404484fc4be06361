import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { PackagePayLinkResponse } from './dto/session-package.dto';
import { packageLinkState } from './package-deposits';
import { PayLinks } from './pay-links';
import { SessionPackage } from './session-package.entity';

export const PACKAGE_LINK_NOT_FOUND =
  '결제 링크를 찾을 수 없어요. 받은 링크를 그대로 열었는지 확인해 주세요.';

/**
 * A 회기권's payment link (issue 37), as the family opens it: the token is the proof (it was sent
 * to the contact the desk typed), so it opens that one package and nothing else: no names, no
 * other packages.
 */
@Injectable()
export class PackagePayLinkReads {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly links: PayLinks,
  ) {}

  async view(token: string): Promise<PackagePayLinkResponse> {
    const pack = await this.found(token);
    return {
      packageId: pack.id,
      programId: pack.type.program_id,
      typeName: pack.type.name,
      durationMinutes: pack.type.duration_minutes,
      sessions: pack.sessions_total,
      price: pack.price,
      payUntil: pack.pay_link_until!.toISOString(),
      state: packageLinkState(pack, this.clock.now()),
    };
  }

  /** The package the link pays for, when the token is its own; 404 otherwise. */
  async found(token: string): Promise<SessionPackage> {
    const id = this.links.appointmentIdOf(token);
    const pack =
      id === null
        ? null
        : await this.manager.getRepository(SessionPackage).findOne({
            where: { id },
            relations: { type: true },
          });
    if (!pack?.pay_link_until || !this.links.packageMatches(token, pack)) {
      throw new NotFoundException({ message: PACKAGE_LINK_NOT_FOUND, code: 'PAY_LINK_NOT_FOUND' });
    }
    return pack;
  }
}
