import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationFees, applicationsMadeWith, applicationsOfProof } from '../applications';
import type { GuestProof } from '../auth';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import { isOfflineMethod, METHOD_NAMES } from '../common/money/payment-method';
import { SiteSettings } from '../site';
import { movementsOf } from '../ledger';
import type { CertificateResponse } from './dto/certificate.dto';
import { summariseLedger } from './payment-state';

export const CERTIFICATE_NOT_FOUND = '수강 확인서를 발급할 수 있는 신청 내역이 없습니다.';

/** `MS-<year applied, Seoul>-<id, six digits>`: stable, so a reprint carries the same number. */
export function certificateNumber(applicationId: number, appliedAt: Date): string {
  return `MS-${seoulDate(appliedAt).slice(0, 4)}-${String(applicationId).padStart(6, '0')}`;
}

/**
 * 수강 확인서 (issue 19), for one application the guest's proof itself proves (the proof's e-mail
 * AND birth date: never one someone else made with the same e-mail) and only while something is
 * paid (Y, or P with money left). Anything else is the same 404, so the answer says nothing of
 * whether the application exists, whose it is or what state it is in.
 */
@Injectable()
export class CertificateService {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly site: SiteSettings,
  ) {}

  async certificate(proof: GuestProof, applicationId: number): Promise<CertificateResponse> {
    const all = await applicationsMadeWith(this.manager, proof);
    const { proven } = applicationsOfProof(all, proof);
    const application = proven.has(applicationId)
      ? all.find((candidate) => candidate.id === applicationId)
      : undefined;
    if (!application || !['Y', 'P'].includes(application.payment_status)) {
      throw new NotFoundException(CERTIFICATE_NOT_FOUND);
    }
    const [movements, fees] = await Promise.all([
      movementsOf(this.manager, application.id),
      applicationFees(this.manager, [application.id]),
    ]);
    const money = summariseLedger(movements);
    const lastPayment = movements.filter((entry) => entry.amount > 0).at(-1);
    const amountPaid = money.paid - money.refunded;
    if (!lastPayment || amountPaid <= 0) throw new NotFoundException(CERTIFICATE_NOT_FOUND);
    // As 내 정보 names it: the desk's method for a desk payment, else the attempt's that paid.
    const method = isOfflineMethod(application.pay_method)
      ? application.pay_method
      : lastPayment.method;
    const { lecture } = application;
    const site = await this.site.current();
    return {
      certificateNumber: certificateNumber(application.id, application.created_at),
      issuedOn: seoulDate(this.clock.now()),
      applicantName: application.applicant_name,
      lectureTitle: lecture.title,
      instructor: lecture.instructor_name,
      lecturePeriodStart: lecture.lec_period_start,
      lecturePeriodEnd: lecture.lec_period_end,
      fees: fees.map((fee) => ({ type: fee.fee_type, amount: fee.amount })),
      amountPaid,
      method: METHOD_NAMES[method],
      paidOn: seoulDate(lastPayment.occurred_at),
      centre: {
        name: site.name,
        representative: site.representative,
        businessNumber: site.businessNumber,
        address: site.address,
        phone: site.phone,
      },
    };
  }
}
