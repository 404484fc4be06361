import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { applicantContactOf } from '../applications';
import { AuditTrail } from '../audit';
import { PersonalDataAccessLog, type AccessActor } from '../privacy';
import { entrantContactOf } from '../waitlist';
import type { PersonalDataAccessPage, PersonalDataRevealed } from './dto/personal-data.response';

export const APPLICATION_NOT_FOUND = '신청 내역을 찾을 수 없습니다.';
export const WAITLIST_ENTRY_NOT_FOUND = '대기 내역을 찾을 수 없습니다.';

const REVEALED_FIELDS = ['contact', 'email', 'birth'];
const PAGE_SIZE = 20;

/**
 * Back-office lists show phones, e-mails and birth dates masked (src/common/privacy/mask.ts). An administrator
 * who needs one in full asks for it here: the answer and its record (PersonalDataAccessLog) are
 * one transaction, so nothing is shown that was not recorded.
 */
@Injectable()
export class AdminPersonalDataService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly log: PersonalDataAccessLog,
    private readonly audit: AuditTrail,
  ) {}

  revealApplication(actor: AccessActor, id: number): Promise<PersonalDataRevealed> {
    return this.manager.transaction(async (manager) => {
      const application = await applicantContactOf(manager, id);
      if (!application) throw new NotFoundException(APPLICATION_NOT_FOUND);
      await this.log.record(
        actor,
        { kind: 'REVEAL', subjectKind: 'APPLICATION', subjectId: id, fields: REVEALED_FIELDS },
        manager,
      );
      await this.audit.record(
        actor,
        {
          kind: 'EXPORT',
          action: 'application.reveal',
          target: `application:${id}`,
          summary: `신청 #${id} 연락처·이메일·생년월일 전체 보기`,
        },
        manager,
      );
      return {
        contact: application.applicant_contact,
        email: application.applicant_email,
        birth: application.applicant_birth,
      };
    });
  }

  revealWaitlistEntry(actor: AccessActor, id: number): Promise<PersonalDataRevealed> {
    return this.manager.transaction(async (manager) => {
      const entry = await entrantContactOf(manager, id);
      if (!entry) throw new NotFoundException(WAITLIST_ENTRY_NOT_FOUND);
      await this.log.record(
        actor,
        { kind: 'REVEAL', subjectKind: 'WAITLIST_ENTRY', subjectId: id, fields: REVEALED_FIELDS },
        manager,
      );
      await this.audit.record(
        actor,
        {
          kind: 'EXPORT',
          action: 'waitlist.reveal',
          target: `waitlist:${id}`,
          summary: `대기 #${id} 연락처·이메일·생년월일 전체 보기`,
        },
        manager,
      );
      return {
        contact: entry.applicant_contact,
        email: entry.applicant_email,
        birth: entry.applicant_birth,
      };
    });
  }

  /** 개인정보 열람 기록, newest first, 20 a page. */
  async accesses(page = 1): Promise<PersonalDataAccessPage> {
    const { rows, total } = await this.log.page(page, PAGE_SIZE);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        adminName: row.admin_name,
        address: row.address,
        subjectKind: row.subject_kind,
        subjectId: row.subject_id,
        fields: row.fields,
        scope: row.scope,
        occurredAt: row.occurred_at.toISOString(),
      })),
      total,
      page,
      size: PAGE_SIZE,
    };
  }
}
