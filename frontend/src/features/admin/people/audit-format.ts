/**
 * Pure logic of 감사 기록 (issue 20): its filters in the address, and a change's fields in
 * Korean. Free of React: audit-format.test.ts checks it.
 */
import { koreanDateTime } from '@shared/format/korean-dates';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminAudit } from '@/copy/ko-admin-audit';

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

/** What a row says of a change: the fields before and after (null for an export). */
interface AuditChange {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const t = koAdminAudit;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Won amounts among the recorded fields (the rest are counts, ids or text). */
const WON_FIELDS = new Set(['amount', 'refunded_amount']);
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

/** A recorded field's Korean name: 요금 #12 for a fee, the field's own name if unknown. */
export function fieldLabel(name: string): string {
  if (name.startsWith('fee:')) return t.fee(name.slice('fee:'.length));
  return t.fields[name] ?? name;
}

function text(value: string): string {
  const plain = value.includes('<')
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : value;
  return plain.length > TEXT_LIMIT ? `${plain.slice(0, TEXT_LIMIT)}…` : plain;
}

/** A recorded value as a person reads it: 50,000원, 예/아니오, a Seoul time, 없음 for nothing. */
export function fieldValue(name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') {
    if (WON_FIELDS.has(name)) return t.won(value);
    if (name === 'capacity') return `${value.toLocaleString('ko-KR')}명`;
    return value.toLocaleString('ko-KR');
  }
  if (typeof value === 'string') {
    if (name === 'payment_status') return koAdmin.paymentStatus[value] ?? value;
    if (name === 'status') return t.statuses[value] ?? value;
    if (INSTANT.test(value)) return koreanDateTime(new Date(value));
    return text(value);
  }
  if (name.startsWith('fee:') && typeof value === 'object') {
    const fee = value as { fee_type?: unknown; amount?: unknown; capacity?: unknown };
    return t.feeValue(
      String(fee.fee_type ?? ''),
      typeof fee.amount === 'number' ? t.won(fee.amount) : t.none,
      typeof fee.capacity === 'number' ? `${fee.capacity}명` : t.unlimited,
    );
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${fieldLabel(key)} ${fieldValue(key, inner)}`)
      .join(', ');
  }
  return String(value);
}

export interface FieldChange {
  name: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The fields a row changed, before and after, in a stable order (a field missing on a side: null). */
export function fieldChanges(row: AuditChange): FieldChange[] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.map((name) => ({
    name,
    label: fieldLabel(name),
    before: row.before && name in before ? fieldValue(name, before[name]) : null,
    after: row.after && name in after ? fieldValue(name, after[name]) : null,
  }));
}
