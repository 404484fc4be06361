import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { INQUIRY_CONSENT, type InquiryStatus } from '../../shared/inquiry';
import { AuditTrail, type AuditActor } from '../audit';
import { Clock } from '../common/clock/clock';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { RequestLimiter } from '../common/rate-limit/request-limiter';
import { Outbox } from '../outbox';
import {
  type AdminInquiryDetail,
  type AdminInquiryRow,
  type InquiryCounts,
  type InquirySent,
  toAdminInquiryDetail,
  toAdminInquiryRow,
} from './dto/inquiry.response';
import type { AnswerInquiryDto, CreateInquiryDto } from './dto/inquiry-form.dto';
import { Inquiry } from './inquiry.entity';
import { inquiryById, waitingInquiryCount } from './inquiry-reads';

export const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
export const INQUIRY_ALREADY_ANSWERED = '이미 답변한 문의입니다.';
export const INQUIRY_CONSENT_CHANGED =
  '동의 내용이 바뀌었습니다. 페이지를 새로 고쳐 바뀐 내용을 확인하신 뒤 다시 보내 주세요.';

/** The back office's list: waiting ones first, newest first within each. */
const LIST_LIMIT = 500;

/**
 * The 문의 page's questions (issue 35). A question is stored with its centre notice in one
 * transaction (the outbox), so the centre's inbox hears of every question that was kept and of
 * none that was not; an answer is stored, audited and sent to the asker the same way, once.
 */
@Injectable()
export class Inquiries {
  constructor(
    private readonly manager: EntityManager,
    private readonly outbox: Outbox,
    private readonly limiter: RequestLimiter,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async send(dto: CreateInquiryDto, address: string): Promise<InquirySent> {
    const phone = dto.phone?.replace(/\D/g, '') ?? null;
    const email = dto.email?.toLowerCase() ?? null;
    // The phone and the e-mail are each counted with the address (from elsewhere nobody can use
    // up their count), apart, so that changing one of them does not start a new count.
    const from = clientAddressKey(address);
    await this.limiter.hit('inquiry', {
      address,
      ...(phone ? { phone: `${phone}\n${from}` } : {}),
      ...(email ? { email: `${email}\n${from}` } : {}),
    });
    if (dto.consentVersion !== INQUIRY_CONSENT.version) {
      throw new ConflictException(INQUIRY_CONSENT_CHANGED);
    }
    return this.manager.transaction(async (manager) => {
      const saved = await manager.getRepository(Inquiry).save({
        name: dto.name,
        phone,
        email,
        topic: dto.topic,
        body: dto.body,
        consent_version: dto.consentVersion,
        status: 'NEW',
        answer: null,
        answered_at: null,
        answered_by: null,
        created_at: this.clock.now(),
      });
      await this.outbox.enqueue(manager, { kind: 'centre-inquiry-received', inquiryId: saved.id });
      return { id: saved.id };
    });
  }

  async list(status?: InquiryStatus): Promise<AdminInquiryRow[]> {
    const rows = await this.manager.getRepository(Inquiry).find({
      where: status ? { status } : {},
      // NEW sorts before ANSWERED.
      order: { status: 'DESC', created_at: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return rows.map(toAdminInquiryRow);
  }

  async counts(): Promise<InquiryCounts> {
    return { waiting: await waitingInquiryCount(this.manager) };
  }

  async get(id: number): Promise<AdminInquiryDetail> {
    const row = await inquiryById(this.manager, id);
    if (!row) throw new NotFoundException(INQUIRY_NOT_FOUND);
    return toAdminInquiryDetail(row);
  }

  /**
   * Stores the answer and sends it to the asker, once: the row is locked, and a question
   * answered meanwhile (two staff at once) is refused with 409, so nobody gets two answers.
   */
  async answer(actor: AuditActor, id: number, dto: AnswerInquiryDto): Promise<AdminInquiryDetail> {
    return this.manager.transaction(async (manager) => {
      const repository = manager.getRepository(Inquiry);
      const row = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException(INQUIRY_NOT_FOUND);
      if (row.status === 'ANSWERED') throw new ConflictException(INQUIRY_ALREADY_ANSWERED);
      row.status = 'ANSWERED';
      row.answer = dto.answer;
      row.answered_at = this.clock.now();
      row.answered_by = actor.adminName.slice(0, 100);
      await repository.save(row);
      await this.outbox.enqueue(manager, { kind: 'inquiry-answered', inquiryId: row.id });
      await this.audit.record(
        actor,
        {
          kind: 'INQUIRY',
          action: 'answer',
          target: `inquiry:${row.id}`,
          summary: `문의 #${row.id}에 답변했습니다.`,
          after: { status: 'ANSWERED', answer: { length: dto.answer.length } },
        },
        manager,
      );
      return toAdminInquiryDetail(row);
    });
  }
}
