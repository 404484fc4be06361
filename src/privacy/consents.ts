import { createHash } from 'node:crypto';
import type { ConsentContext, ConsentScope } from '../../shared/participant';

export { consentApplies, type ConsentContext, type ConsentScope } from '../../shared/participant';

/**
 * The consents the application form asks for (issue 21; 개인정보 보호법 Art. 15, 17, 22), as
 * versioned documents. A text is never edited in place: a change is a new entry with the next
 * version, and the older entries stay below it, so a record keeps pointing at the words the
 * family agreed to (consent_text holds each version once it has been shown and agreed to; a
 * record's foreign key names its id, version and hash). `consents.spec.ts` fails when a text
 * changes without a new version.
 */
export interface ConsentDocument {
  /** Stable across versions. */
  id: ConsentId;
  /** 1, 2, ...: the newest version of an id is the one the form shows. */
  version: number;
  /** Refusing a required consent means one cannot apply. */
  required: boolean;
  /** The heading on the form and in the back office. */
  title: string;
  /** The checkbox's label. */
  checkbox: string;
  /** The full text, one paragraph per line. */
  body: string[];
  /**
   * Which applications it is shown to: every one; those for a lecture a child attends; or those
   * whose child may be under 14 (the 법정대리인's consent). Not part of the text's hash.
   */
  appliesTo: ConsentScope;
}

export type ConsentId =
  'privacy-collection' | 'payment-third-party' | 'marketing' | 'child-collection' | 'guardian';

export const ADULT_PARTICIPANT: ConsentContext = { child: false, underFourteen: false };

/** Every version of every consent, oldest first within an id. */
export const CONSENT_DOCUMENTS: readonly ConsentDocument[] = [
  {
    id: 'privacy-collection',
    version: 1,
    required: true,
    title: '개인정보 수집·이용 동의',
    checkbox: '개인정보 수집 및 이용에 동의합니다.',
    body: [
      '수집 항목: 이름, 연락처, 이메일, 생년월일',
      '수집 목적: 본인 확인, 강의 신청·결제·환불 처리, 신청·결제 안내 발송, 수료증 발급',
      '보유 기간: 강의가 끝난 뒤 개인정보처리방침에서 정한 기간이 지나면 파기합니다. 다만 계약·결제 기록은 전자상거래 등에서의 소비자보호에 관한 법률에 따라 5년간 보관합니다.',
      '동의를 거부할 수 있으나, 거부하시면 강의 신청이 불가합니다.',
    ],
    appliesTo: 'EVERYONE',
  },
  {
    id: 'payment-third-party',
    version: 1,
    required: true,
    title: '개인정보 제3자 제공 동의 (결제대행사)',
    checkbox: '결제를 위한 개인정보 제3자 제공에 동의합니다.',
    body: [
      '제공받는 자: 토스페이먼츠 주식회사',
      '제공 항목: 이름, 이메일, 주문 정보(강의명, 결제 금액), 가상계좌 입금자명',
      '제공 목적: 카드·계좌이체·가상계좌 결제와 환불 처리, 현금영수증 발급',
      '보유 기간: 전자상거래 등에서의 소비자보호에 관한 법률에 따라 5년',
      '동의를 거부할 수 있으나, 거부하시면 결제가 필요한 강의 신청이 불가합니다.',
    ],
    appliesTo: 'EVERYONE',
  },
  {
    id: 'marketing',
    version: 1,
    required: false,
    title: '마케팅 정보 수신 동의',
    checkbox: '(선택) 강의·프로그램 소식 받기',
    body: [
      '새 강의·프로그램과 센터 행사 소식을 이메일, 카카오 알림톡 또는 문자로 보내 드립니다.',
      '이용 항목: 이름, 연락처, 이메일',
      '보유 기간: 동의를 철회하시거나 신청 정보가 파기될 때까지',
      '동의하지 않으셔도 강의 신청과 신청·결제 안내에는 영향이 없습니다.',
    ],
    appliesTo: 'EVERYONE',
  },
  {
    id: 'child-collection',
    version: 1,
    required: true,
    title: '참여 자녀 개인정보 수집·이용 동의',
    checkbox: '강의에 참여하는 자녀의 개인정보 수집 및 이용에 동의합니다.',
    body: [
      '수집 항목: 참여 자녀의 이름, 학년',
      '수집 목적: 참여자 확인, 학년에 맞는 반 편성과 출석 확인',
      '건강 상태, 진단, 상담 내용은 받지 않습니다. 신청서에 적지 말아 주세요.',
      '보유 기간: 신청 정보와 같이, 강의가 끝난 뒤 개인정보처리방침에서 정한 기간이 지나면 파기합니다.',
      '동의를 거부할 수 있으나, 거부하시면 자녀가 참여하는 강의를 신청할 수 없습니다.',
    ],
    appliesTo: 'CHILD',
  },
  {
    id: 'guardian',
    version: 1,
    required: true,
    title: '법정대리인 동의 (만 14세 미만 아동)',
    checkbox: '법정대리인으로서 만 14세 미만 자녀의 개인정보 수집 및 이용에 동의합니다.',
    body: [
      '개인정보 보호법 제22조의2에 따라 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인의 동의가 필요합니다.',
      '동의하는 분: 신청서에 적은 법정대리인(부모 또는 후견인)',
      '수집 항목: 참여 자녀의 이름과 학년, 법정대리인의 이름과 자녀와의 관계',
      '수집 목적: 참여자 확인, 법정대리인 동의 확인',
      '보유 기간: 신청 정보와 같이, 강의가 끝난 뒤 개인정보처리방침에서 정한 기간이 지나면 파기합니다.',
      '동의를 거부할 수 있으나, 거부하시면 만 14세 미만 자녀의 강의를 신청할 수 없습니다.',
    ],
    appliesTo: 'CHILD_UNDER_14',
  },
];

/** A document's fingerprint: SHA-256 of everything a family saw, in hex. */
export function consentHash(doc: ConsentDocument): string {
  return createHash('sha256')
    .update(JSON.stringify([doc.id, doc.version, doc.required, doc.title, doc.checkbox, doc.body]))
    .digest('hex');
}

/** The newest version of each id, in the order the form shows them. */
export function currentConsents(
  documents: readonly ConsentDocument[] = CONSENT_DOCUMENTS,
): ConsentDocument[] {
  const newest = new Map<string, ConsentDocument>();
  for (const doc of documents) {
    const seen = newest.get(doc.id);
    if (!seen || doc.version > seen.version) newest.set(doc.id, doc);
  }
  return [...newest.values()];
}
