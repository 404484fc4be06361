import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { applicationGuardian } from '../applications';
import { ConsentRecord } from './consent-record.entity';
import { guardianRelationLabel } from '../../shared/participant';
import {
  ADULT_PARTICIPANT,
  consentApplies,
  consentHash,
  currentConsents,
  type ConsentContext,
  type ConsentDocument,
} from './consents';
import type { ApplicationConsentResponse, ConsentTextResponse } from './dto/consent.response';

/** An answer as the form sends it: a consent agreed to, at the version shown. */
export interface ConsentAnswer {
  id: string;
  version: number;
}

/** Every consent shown, and which of them were agreed to (checked, not yet stored). */
export interface CheckedConsents {
  shown: readonly ConsentDocument[];
  agreed: ReadonlySet<string>;
}

export const CONSENT_CHANGED =
  '동의 내용이 바뀌었습니다. 페이지를 새로 고쳐 바뀐 내용을 확인하신 뒤 다시 동의해 주세요.';
export const CONSENT_UNKNOWN =
  '알 수 없는 동의 항목입니다. 페이지를 새로 고친 뒤 다시 신청해 주세요.';
export const CONSENT_APPLICATION_NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

/** The consent texts the form shows, their check on applying, and the records (issue 21). */
@Injectable()
export class Consents {
  private readonly texts = currentConsents();

  constructor(private readonly manager: EntityManager) {}

  /** The newest version of each consent: what the form shows now. */
  current(): readonly ConsentDocument[] {
    return this.texts;
  }

  list(): ConsentTextResponse[] {
    return this.current().map((doc) => ({
      id: doc.id,
      version: doc.version,
      required: doc.required,
      title: doc.title,
      checkbox: doc.checkbox,
      body: [...doc.body],
      hash: consentHash(doc),
      appliesTo: doc.appliesTo,
    }));
  }

  /**
   * Unknown ids, repeats and consents this application is not shown (a guardian's for an adult's
   * lecture) are refused (400); an answer to an older version than the form shows now is refused
   * with 409 (the family is asked to reload and read the new text); then every required consent
   * shown must be among the answers (400, "…에 동의해 주세요.").
   */
  check(
    answers: readonly ConsentAnswer[],
    context: ConsentContext = ADULT_PARTICIPANT,
  ): CheckedConsents {
    const shown = this.current().filter((doc) => consentApplies(doc.appliesTo, context));
    const byId = new Map(shown.map((doc) => [doc.id as string, doc]));
    const agreed = new Set<string>();
    for (const answer of answers) {
      const doc = byId.get(answer.id);
      if (!doc || agreed.has(answer.id)) throw new BadRequestException(CONSENT_UNKNOWN);
      if (answer.version !== doc.version) throw new ConflictException(CONSENT_CHANGED);
      agreed.add(answer.id);
    }
    const missing = shown.find((doc) => doc.required && !agreed.has(doc.id));
    if (missing) throw new BadRequestException(`${consentSubject(missing)}에 동의해 주세요.`);
    return { shown, agreed };
  }

  /**
   * Stores the answers in the application's transaction: the texts first (once per version; the
   * hash must equal the stored one, or the records' foreign key refuses), then one record per
   * consent shown.
   */
  async record(
    manager: EntityManager,
    applicationId: number,
    checked: CheckedConsents,
    now: Date,
  ): Promise<void> {
    const docs = checked.shown;
    await manager.query(
      `INSERT INTO consent_text (consent_id, version, hash, required, title, checkbox, body)
       SELECT * FROM unnest($1::varchar[], $2::int[], $3::char(64)[], $4::boolean[],
                            $5::varchar[], $6::varchar[], $7::jsonb[])
       ON CONFLICT (consent_id, version) DO NOTHING`,
      [
        docs.map((doc) => doc.id),
        docs.map((doc) => doc.version),
        docs.map(consentHash),
        docs.map((doc) => doc.required),
        docs.map((doc) => doc.title),
        docs.map((doc) => doc.checkbox),
        docs.map((doc) => JSON.stringify(doc.body)),
      ],
    );
    await manager.insert(
      ConsentRecord,
      docs.map((doc) => ({
        application_id: applicationId,
        consent_id: doc.id,
        version: doc.version,
        text_hash: consentHash(doc),
        agreed: checked.agreed.has(doc.id),
        agreed_at: now,
      })),
    );
  }

  /** An application's answers with the texts they point at, in the form's order. */
  async ofApplication(applicationId: number): Promise<ApplicationConsentResponse[]> {
    const application = await applicationGuardian(this.manager, applicationId);
    if (!application) throw new NotFoundException(CONSENT_APPLICATION_NOT_FOUND);
    const guardian =
      application.guardian_name && application.guardian_relation
        ? `${application.guardian_name} (${guardianRelationLabel(application.guardian_relation)})`
        : undefined;
    const rows: {
      consent_id: string;
      version: number;
      text_hash: string;
      agreed: boolean;
      agreed_at: Date;
      title: string;
      required: boolean;
      body: string[];
    }[] = await this.manager.query(
      `SELECT r.consent_id, r.version, r.text_hash, r.agreed, r.agreed_at,
              t.title, t.required, t.body
         FROM consent_record r
         JOIN consent_text t ON t.consent_id = r.consent_id AND t.version = r.version
        WHERE r.application_id = $1`,
      [applicationId],
    );
    const order = this.current().map((doc) => doc.id as string);
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return rows
      .sort((a, b) => rank(a.consent_id) - rank(b.consent_id))
      .map((row) => ({
        id: row.consent_id,
        version: row.version,
        title: row.title,
        required: row.required,
        agreed: row.agreed,
        agreedAt: row.agreed_at.toISOString(),
        hash: row.text_hash,
        body: row.body,
        ...(row.consent_id === 'guardian' && guardian ? { givenBy: guardian } : {}),
      }));
  }
}

/** "개인정보 수집·이용 동의" → "개인정보 수집 및 이용", for the "…에 동의해 주세요." message. */
function consentSubject(doc: ConsentDocument): string {
  if (doc.id === 'privacy-collection') return '개인정보 수집 및 이용';
  if (doc.id === 'child-collection') return '참여 자녀 개인정보 수집 및 이용';
  if (doc.id === 'guardian') return '법정대리인으로서 만 14세 미만 자녀의 개인정보 수집 및 이용';
  return doc.title.replace(/\s*동의(\s*\(.*\))?$/, '');
}
