/**
 * Pure logic of 감사 기록 (issue 20, issue 36): its filters in the address, and a row in words a
 * director reads: each change under its field's Korean name with Korean values, the address as
 * a person writes it. The words are in copy/ko-admin-audit.ts, one entry per kind and field the
 * server records (shared/audit-fields.ts). Free of React: audit-format.test.ts checks it.
 */
import { AUDITED_FIELDS, auditFieldPattern } from '@shared/audit-fields';
import { koreanDate, koreanDateTime } from '@shared/format/korean-dates';
import { REFUND_BANKS } from '@/copy/ko-myinfo';
import { koAdminAudit, type AuditFieldWords, type AuditSay } from '@/copy/ko-admin-audit';

/**
 * The kinds of GET /api/admin/audit, in the filter's order, as the filter shows them; the page
 * hands the query to the contract-typed hook, so a kind the server drops fails the typecheck
 * there.
 */
export const AUDIT_KINDS = [
  'LECTURE',
  'PROGRAM',
  'SITE_SETTINGS',
  'NOTICE',
  'STAFF',
  'SECURITY',
  'PAYMENT',
  'REFUND',
  'CASH_RECEIPT',
  'APPLICATION',
  'WAITLIST',
  'MESSAGE',
  'EXPORT',
  'INQUIRY',
  'APPOINTMENT_SETUP',
  'APPOINTMENT',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The page's filters, as the address and GET /api/admin/audit take them. */
export interface AuditQuery {
  adminId?: number;
  kind?: AuditKind;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

/** What a row says of a change: its kind, and the fields before and after (null for an export). */
interface AuditChange {
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const t = koAdminAudit;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_IN_TEXT = /\b(\d{4}-\d{2}-\d{2})\b/g;
/** A list's row as the server names it: `home.photos[1].caption`. */
const LIST_ITEM = /^(.+)\[(\d+)\]\.[^.]+$/;
/** How much of a long text (a lecture's body) the list shows. */
const TEXT_LIMIT = 80;

/** The filters as the address holds them (?adminId=&kind=&from=&to=&page=); bad values dropped. */
export function auditQueryOf(
  params: URLSearchParams,
): Required<Pick<AuditQuery, 'page'>> & AuditQuery {
  const query: AuditQuery & { page: number } = { page: 1 };
  const adminId = Number(params.get('adminId'));
  if (Number.isInteger(adminId) && adminId >= 1) query.adminId = adminId;
  const kind = params.get('kind');
  if (kind && (AUDIT_KINDS as readonly string[]).includes(kind)) query.kind = kind as AuditKind;
  const from = params.get('from');
  if (from && ISO_DATE.test(from)) query.from = from;
  const to = params.get('to');
  if (to && ISO_DATE.test(to)) query.to = to;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) query.page = page;
  return query;
}

/** The address's parameters for a query (page 1 and empty filters left out). */
export function auditParamsOf(query: AuditQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.adminId) params.adminId = String(query.adminId);
  if (query.kind) params.kind = query.kind;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.page && query.page > 1) params.page = String(query.page);
  return params;
}

/** The words for a field of a kind, or undefined when none are written yet. */
export function fieldWords(kind: string, name: string): AuditFieldWords | undefined {
  const words = (t.fields as Record<string, Record<string, AuditFieldWords> | undefined>)[kind];
  return words?.[auditFieldPattern(name)];
}

/**
 * A recorded field's Korean name: its label, a list's row as 2번째 센터 사진의 사진 이름, and a
 * field without words yet as 기타 항목 (never its code).
 */
export function fieldLabel(kind: string, name: string): string {
  const words = fieldWords(kind, name);
  if (!words) return t.unknownField;
  const item = LIST_ITEM.exec(name);
  if (item && t.lists[item[1]])
    return t.listItem(Number(item[2]) + 1, t.lists[item[1]], words.label);
  return words.label;
}

/** Text as a person reads it: HTML reduced to its words, a long one cut. */
function text(value: string): string {
  const plain = value.includes('<')
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : value;
  return plain.length > TEXT_LIMIT ? `${plain.slice(0, TEXT_LIMIT)}…` : plain;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A value of no known shape, still in words: its parts, each said plainly. */
function plain(value: unknown): string {
  if (isEmpty(value)) return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (typeof value === 'string') {
    return ISO_DATE.test(value)
      ? koreanDate(value)
      : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
        ? koreanDateTime(new Date(value))
        : text(value);
  }
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object')
    return Object.values(value as object)
      .map(plain)
      .join(' · ');
  return String(value);
}

function said(say: AuditSay, value: unknown): string {
  if (typeof say === 'object' && 'words' in say) {
    return say.words[String(value)] ?? plain(value);
  }
  if (typeof say === 'object') {
    const count = Array.isArray(value) ? value.length : value;
    return typeof count === 'number' ? t.count(count, say.unit) : plain(value);
  }
  switch (say) {
    case 'won':
      return typeof value === 'number' ? t.won(value) : plain(value);
    case 'date':
      return typeof value === 'string' && ISO_DATE.test(value) ? koreanDate(value) : plain(value);
    case 'instant':
      return typeof value === 'string' ? koreanDateTime(new Date(value)) : plain(value);
    case 'time':
      return typeof value === 'string' ? value.slice(0, 5) : plain(value);
    case 'id':
      return String(value);
    case 'picture':
      return t.picture.some;
    case 'sessions':
      return typeof value === 'string'
        ? value.replace(DATE_IN_TEXT, (date: string) => koreanDate(date))
        : plain(value);
    case 'fee': {
      const fee = value as { fee_type?: unknown; amount?: unknown; capacity?: unknown };
      return t.feeValue(
        String(fee.fee_type ?? ''),
        typeof fee.amount === 'number' ? t.won(fee.amount) : t.none,
        typeof fee.capacity === 'number' ? t.count(fee.capacity, '명') : t.unlimited,
      );
    }
    case 'account': {
      const to = value as { bank?: unknown; account?: unknown; holder?: unknown };
      const bank = REFUND_BANKS.find((known) => known.code === to.bank)?.name ?? String(to.bank);
      return t.account(bank, String(to.account ?? ''), String(to.holder ?? ''));
    }
    default:
      return plain(value);
  }
}

/**
 * A recorded value as a person reads it, by its field's words: 카드, 50,000원, 2026년 11월 22일(일),
 * 사용 안 함; an empty one as the field says it (제한 없음) or 없음.
 */
export function fieldValue(kind: string, name: string, value: unknown): string {
  const words = fieldWords(kind, name);
  if (isEmpty(value)) return words?.none ?? t.none;
  return words ? said(words.say ?? 'text', value) : plain(value);
}

/** Whether a field says its empty value in words of its own (총 정원: 제한 없음). */
function hasOwnNone(kind: string, name: string): boolean {
  return fieldWords(kind, name)?.none !== undefined;
}

export interface FieldChange {
  name: string;
  label: string;
  before: string | null;
  after: string | null;
  /** Said instead of before → after: 본문 수정, 대표 사진 교체. */
  note?: string;
}

/** A change of a long text or an order, or a picture replaced: said by what happened to it. */
function noteOf(
  words: AuditFieldWords | undefined,
  label: string,
  before: unknown,
  after: unknown,
  sides: { before: boolean; after: boolean },
): string | undefined {
  if (words?.say === 'edited') {
    let what: string = t.edited.changed;
    if (!sides.before || isEmpty(before)) what = t.edited.created;
    else if (!sides.after || isEmpty(after)) what = t.edited.removed;
    return t.noted(label, what);
  }
  if (words?.say === 'picture' && sides.before && sides.after) {
    if (!isEmpty(before) && !isEmpty(after)) return t.noted(label, t.picture.replaced);
  }
  return undefined;
}

/**
 * Where a field comes in a row: in the order shared/audit-fields.ts lists its kind's fields (the
 * form's order), a list's rows by place, a field without words last.
 */
function placeOf(kind: string, name: string): [number, number] {
  const fields: readonly string[] =
    (AUDITED_FIELDS as Record<string, readonly string[]>)[kind] ?? [];
  const index = fields.indexOf(auditFieldPattern(name));
  return [index < 0 ? fields.length : index, Number(/\[(\d+)\]/.exec(name)?.[1] ?? 0)];
}

/**
 * The fields a row changed, before and after (a field missing on a side: null), in the form's
 * order. A field that is empty wherever it is (a creation's blank 장소, a payment without a
 * 메모) is left out: nothing to read, unless the field says its empty value in its own words.
 */
export function fieldChanges(row: AuditChange): FieldChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const blank = (name: string) =>
    (!(name in before) || isEmpty(before[name])) && (!(name in after) || isEmpty(after[name]));
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => !blank(name) || hasOwnNone(row.kind, name))
    .sort((a, b) => {
      const [pa, ia] = placeOf(row.kind, a);
      const [pb, ib] = placeOf(row.kind, b);
      return pa - pb || ia - ib;
    });
  return names.map((name) => {
    const label = fieldLabel(row.kind, name);
    const sides = {
      before: Boolean(row.before) && name in before,
      after: Boolean(row.after) && name in after,
    };
    const note = noteOf(fieldWords(row.kind, name), label, before[name], after[name], sides);
    return {
      name,
      label,
      before: sides.before ? fieldValue(row.kind, name, before[name]) : null,
      after: sides.after ? fieldValue(row.kind, name, after[name]) : null,
      ...(note ? { note } : {}),
    };
  });
}

/** What a row did, as its headline: the server's summary, 센터 정보 by the fields' names. */
export function rowSummary(row: AuditChange & { summary: string }): string {
  if (row.kind !== 'SITE_SETTINGS' || !row.after) return row.summary;
  const labels = [...new Set(fieldChanges(row).map((change) => change.label))];
  return t.siteChanged(labels.slice(0, 3), Math.max(0, labels.length - 3));
}

/**
 * The request's address as a person writes it: an IPv4 address that reached a dual-stack server
 * (`::ffff:127.0.0.1`) as the IPv4 address it is, the server's own command line in words.
 */
export function addressText(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  return t.addresses[address] ?? address;
}
