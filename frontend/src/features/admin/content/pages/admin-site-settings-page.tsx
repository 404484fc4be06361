import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { koAdminContent } from '@/copy/ko-admin-content';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useSiteSettingsQuery, useUpdateSiteSettingsMutation } from '../api';
import type { SiteSettings, SiteSettingsForm as SettingsBody } from '../../core/types';
import { AdminLoadError, AdminLoading, failedBecause } from '../../core/components/admin-states';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { fieldByLabel } from '../field-errors';
import { counsellorsOf, counsellorsText } from '../site-counsellors';
import '../../core/admin-pages.css';

/**
 * Every setting as one flat field of the form, labelled with the name the server's messages
 * start with (src/site/dto/site-settings.dto.ts), so a refused field shows its message in place.
 */
const FIELDS = {
  name: { label: '센터 이름', group: 'basic' },
  logoText: { label: '로고 글자', group: 'basic' },
  productName: { label: '머리말 소개 문구', group: 'basic' },
  representative: { label: '대표자', group: 'basic' },
  businessNumber: { label: '사업자등록번호', group: 'basic', hint: '예: 123-45-67891' },
  mailOrderNumber: { label: '통신판매업 신고번호', group: 'basic' },
  'home.heading': { label: '첫 화면 제목', group: 'home' },
  'home.lead': { label: '첫 화면 소개 문구', group: 'home' },
  counsellors: { label: '상담 선생님', group: 'home', counsellors: true, optional: true },
  address: { label: '주소', group: 'contact' },
  phone: { label: '대표 전화번호', group: 'contact', hint: '예: 02-123-4567', type: 'tel' },
  fax: { label: '팩스 번호', group: 'contact', hint: '예: 02-123-4568', type: 'tel' },
  email: { label: '대표 이메일', group: 'contact', type: 'email' },
  hours: { label: '운영 시간', group: 'contact' },
  kakaoChannelUrl: {
    label: '카카오톡 채널 주소',
    group: 'contact',
    hint: '예: https://pf.kakao.com/_xAbCd. 첫 화면의 카카오톡 문의 버튼이 이 주소로 갑니다. 없으면 비워 둡니다.',
    type: 'url',
    optional: true,
  },
  'directions.metroLine': { label: '지하철 노선', group: 'directions' },
  'directions.metroStation': { label: '지하철역', group: 'directions' },
  'directions.busStop': { label: '버스 정류장', group: 'directions' },
  'privacyOfficer.name': { label: '개인정보 보호책임자 이름', group: 'privacy' },
  'privacyOfficer.position': { label: '개인정보 보호책임자 직위', group: 'privacy' },
  'privacyOfficer.phone': { label: '개인정보 보호책임자 전화번호', group: 'privacy', type: 'tel' },
  'privacyOfficer.email': { label: '개인정보 보호책임자 이메일', group: 'privacy', type: 'email' },
  privacyPolicyEffectiveDate: {
    label: '개인정보처리방침 시행일',
    group: 'privacy',
    hint: '예: 2026-12-01',
  },
  'introduction.title': { label: '센터소개 제목', group: 'introduction' },
  'introduction.paragraphs': { label: '센터소개 본문', group: 'introduction', paragraphs: true },
  'support.title': { label: '고객지원 제목', group: 'support' },
  'support.paragraphs': { label: '고객지원 본문', group: 'support', paragraphs: true },
  'searchVerification.naver': {
    label: '네이버 사이트 확인 코드',
    group: 'search',
    hint: '네이버 서치어드바이저의 HTML 태그 중 content="..." 안의 값. 비워 두면 넣지 않습니다.',
    optional: true,
  },
  'searchVerification.google': {
    label: '구글 사이트 확인 코드',
    group: 'search',
    hint: '구글 서치 콘솔의 HTML 태그 중 content="..." 안의 값. 비워 두면 넣지 않습니다.',
    optional: true,
  },
} as const satisfies Record<string, FieldDefinition>;

type FieldDefinition = {
  label: string;
  group: string;
  hint?: string;
  type?: string;
  paragraphs?: boolean;
  /** The counsellors' list, written as blocks of four lines (COUNSELLOR_LINES). */
  counsellors?: boolean;
  /** May be left empty. */
  optional?: boolean;
};
type Field = keyof typeof FIELDS;
const definitionOf = (field: Field): FieldDefinition => FIELDS[field];
type Group = keyof typeof koAdminContent.site.groups;
type Values = Record<Field, string>;

const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const GROUPS = Object.keys(koAdminContent.site.groups) as Group[];
const LABELS = Object.fromEntries(FIELD_NAMES.map((f) => [f, FIELDS[f].label])) as Record<
  Field,
  string
>;
/** The groups' own names too, for a message about a group as a whole ("… 보호책임자을(를) …"). */
const SERVER_LABELS = LABELS;

const inputId = (field: Field) => `site-${field.replace('.', '-')}`;

function valuesOf(site: SiteSettings): Values {
  const read = (field: Field): string => {
    if (field === 'counsellors') return counsellorsText(site.counsellors);
    const [group, key] = field.split('.') as [keyof SiteSettings, string | undefined];
    const value = key ? (site[group] as unknown as Record<string, unknown>)[key] : site[group];
    return Array.isArray(value) ? value.join('\n\n') : String(value ?? '');
  };
  return Object.fromEntries(FIELD_NAMES.map((field) => [field, read(field)])) as Values;
}

/** Paragraphs are separated by an empty line. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

function formOf(values: Values): SettingsBody {
  const nested: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) {
    const definition = definitionOf(field);
    const value = definition.counsellors
      ? counsellorsOf(values[field])
      : definition.paragraphs
        ? paragraphsOf(values[field])
        : values[field].trim();
    const [group, key] = field.split('.');
    if (key) nested[group] = { ...(nested[group] as object), [key]: value };
    else nested[group] = value;
  }
  return nested as SettingsBody;
}

/** /admin/site: the centre's details and page texts, grouped; saved all at once. */
export function AdminSiteSettingsPage() {
  const t = koAdminContent.site;
  useDocumentTitle(t.title);
  const { data, error, isLoading, isFetching, refetch } = useSiteSettingsQuery();

  if (isLoading) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">{t.title}</h1>
        <AdminLoading />
      </div>
    );
  }
  // Once shown, the form stays with what was typed even if a refetch fails (a save while the
  // server restarts invalidates the settings): the failed save has said why in its alert.
  if (!data) {
    return (
      <div className="admin-page">
        <h1 className="admin-page__title">{t.title}</h1>
        <AdminLoadError
          detail={error ? errorMessage(error) : undefined}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  return <SiteSettingsForm site={data} />;
}

function SiteSettingsForm({ site }: { site: SiteSettings }) {
  const t = koAdminContent.site;
  const showAlert = useAlert();
  const [update, { isLoading: saving }] = useUpdateSiteSettingsMutation();
  const leave = useLeaveWarning();
  const form = useForm<Values, Field>({
    initial: () => valuesOf(site),
    // Every check is the server's: its messages name the field they are about.
    validate: () => ({}),
    order: FIELD_NAMES,
    focus: (field) => document.getElementById(inputId(field))?.focus(),
    fieldOf: fieldByLabel(SERVER_LABELS),
  });
  const { errors, refusal } = form;

  /** A 400's messages go beside their fields (useForm); any other failure is said in an alert. */
  const send = async (typed: Values) => {
    try {
      const saved = await update(formOf(typed)).unwrap();
      form.update(valuesOf(saved));
      leave.saved();
      await showAlert(t.saved);
    } catch (caught) {
      if (errorStatus(caught as Parameters<typeof errorStatus>[0]) === 400) throw caught;
      await showAlert(failedBecause(t.saveFailed, caught));
    }
  };

  const otherErrors = refusal?.messages ?? [];
  const errorCount = Object.keys(errors).length + otherErrors.length;
  const input = (field: Field) => {
    const definition = definitionOf(field);
    const id = inputId(field);
    const { error: message, ...bind } = form.field(field);
    if (!definition.paragraphs && !definition.counsellors) {
      return (
        <TextField
          key={field}
          id={id}
          label={definition.label}
          hint={definition.hint}
          type={definition.type ?? 'text'}
          {...bind}
          error={message}
          required={!definition.optional}
        />
      );
    }
    return (
      <div key={field} className="field">
        <label className="field__label" htmlFor={id}>
          {definition.label}
        </label>
        <textarea
          id={id}
          className="field__input admin-form__textarea"
          rows={definition.counsellors ? 14 : 8}
          {...bind}
          required={!definition.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={[message ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        />
        <p id={`${id}-hint`} className="field__hint">
          {definition.counsellors ? t.counsellorsHint : t.paragraphsHint}
        </p>
        {message ? (
          <p id={`${id}-error`} className="field-error">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t.title}</h1>
      <p className="admin-panel__lead">{t.lead}</p>
      <p className="admin-panel__lead">
        {t.updatedAt(new Date(site.updatedAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }))}
      </p>
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        {errorCount > 0 ? (
          <div className="admin-form__errors">
            <StatusMessage tone="error">{t.errorsTitle}</StatusMessage>
            <ul>
              {FIELD_NAMES.filter((field) => errors[field]).map((field) => (
                <li key={field}>
                  <a href={`#${inputId(field)}`}>{errors[field]}</a>
                </li>
              ))}
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {GROUPS.map((group) => (
          <fieldset key={group} className="admin-fieldset admin-settings-group">
            <legend className="admin-section-title">{t.groups[group]}</legend>
            {FIELD_NAMES.filter((field) => FIELDS[field].group === group).map(input)}
          </fieldset>
        ))}
        <div className="admin-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default AdminSiteSettingsPage;
