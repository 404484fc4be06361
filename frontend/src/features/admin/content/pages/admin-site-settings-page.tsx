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
import {
  CounsellorsEditor,
  PhotosEditor,
  counsellorProblem,
  photoProblem,
  rowInputId,
  type SiteCounsellor,
  type SitePhoto,
} from '../components/site-list-editors';
import '../../core/admin-pages.css';

const L = koAdminContent.site.fields;

/**
 * Every setting as one flat field of the form, labelled with the name the server's messages
 * start with (src/site/dto/site-settings.dto.ts), so a refused field shows its message in place.
 */
const FIELDS = {
  name: { label: L.name, group: 'basic' },
  logoText: { label: L.logoText, group: 'basic' },
  productName: { label: L.productName, group: 'basic' },
  representative: { label: L.representative, group: 'basic' },
  businessNumber: { label: L.businessNumber, group: 'basic', hint: '예: 123-45-67891' },
  mailOrderNumber: { label: L.mailOrderNumber, group: 'basic' },
  'home.heading': { label: L['home.heading'], group: 'home' },
  'home.lead': { label: L['home.lead'], group: 'home' },
  counsellors: { label: L.counsellors, group: 'home', list: 'counsellors', optional: true },
  'home.photos': { label: L['home.photos'], group: 'home', list: 'photos', optional: true },
  address: { label: L.address, group: 'contact' },
  phone: { label: L.phone, group: 'contact', hint: '예: 02-123-4567', type: 'tel' },
  fax: { label: L.fax, group: 'contact', hint: '예: 02-123-4568', type: 'tel' },
  email: { label: L.email, group: 'contact', type: 'email' },
  hours: { label: L.hours, group: 'contact' },
  kakaoChannelUrl: {
    label: L.kakaoChannelUrl,
    group: 'contact',
    hint: '예: https://pf.kakao.com/_xAbCd. 첫 화면의 카카오톡 문의 버튼이 이 주소로 갑니다. 없으면 비워 둡니다.',
    type: 'url',
    optional: true,
  },
  'directions.metro': {
    label: L['directions.metro'],
    group: 'directions',
    hint: '예: 지하철 5호선 명일역 3번 출구에서 걸어서 5분. 비워 두면 보이지 않습니다.',
    optional: true,
  },
  'directions.bus': {
    label: L['directions.bus'],
    group: 'directions',
    hint: '예: 버스 341, 3318번 · 마음숲아파트 정류장 하차. 비워 두면 보이지 않습니다.',
    optional: true,
  },
  'directions.car': {
    label: L['directions.car'],
    group: 'directions',
    hint: '예: 건물 뒤편 주차장 (2시간 무료). 비워 두면 보이지 않습니다.',
    optional: true,
  },
  'privacyOfficer.name': { label: L['privacyOfficer.name'], group: 'privacy' },
  'privacyOfficer.position': { label: L['privacyOfficer.position'], group: 'privacy' },
  'privacyOfficer.phone': { label: L['privacyOfficer.phone'], group: 'privacy', type: 'tel' },
  'privacyOfficer.email': { label: L['privacyOfficer.email'], group: 'privacy', type: 'email' },
  privacyPolicyEffectiveDate: {
    label: L.privacyPolicyEffectiveDate,
    group: 'privacy',
    hint: '예: 2026-12-01',
  },
  'introduction.title': { label: L['introduction.title'], group: 'introduction' },
  'introduction.paragraphs': {
    label: L['introduction.paragraphs'],
    group: 'introduction',
    paragraphs: true,
  },
  'support.title': { label: L['support.title'], group: 'support' },
  'support.paragraphs': { label: L['support.paragraphs'], group: 'support', paragraphs: true },
  'searchVerification.naver': {
    label: L['searchVerification.naver'],
    group: 'search',
    hint: '네이버 서치어드바이저의 HTML 태그 중 content="..." 안의 값. 비워 두면 넣지 않습니다.',
    optional: true,
  },
  'searchVerification.google': {
    label: L['searchVerification.google'],
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
  /** A list of records, edited row by row (site-list-editors.tsx). */
  list?: 'counsellors' | 'photos';
  /** May be left empty. */
  optional?: boolean;
};
type Field = keyof typeof FIELDS;
type ListField = 'counsellors' | 'home.photos';
type TextName = Exclude<Field, ListField>;
const definitionOf = (field: Field): FieldDefinition => FIELDS[field];
type Group = keyof typeof koAdminContent.site.groups;
type Values = Record<TextName, string> & {
  counsellors: SiteCounsellor[];
  'home.photos': SitePhoto[];
};
const isList = (field: Field): field is ListField => definitionOf(field).list !== undefined;

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
  const read = (field: Field): unknown => {
    if (field === 'counsellors') return site.counsellors;
    if (field === 'home.photos') return site.home.photos;
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
    const value = isList(field)
      ? values[field]
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
    // The lists' rows are checked here, to name the row; every other check is the server's, and
    // its messages name the field they are about.
    validate: (values) => {
      const counsellors = counsellorProblem(values.counsellors);
      const photos = photoProblem(values['home.photos']);
      return {
        ...(counsellors ? { counsellors: counsellors.message } : {}),
        ...(photos ? { 'home.photos': photos.message } : {}),
      };
    },
    order: FIELD_NAMES,
    focus: (field, values) => {
      const problem =
        field === 'counsellors'
          ? counsellorProblem(values.counsellors)
          : field === 'home.photos'
            ? photoProblem(values['home.photos'])
            : undefined;
      const id = problem ? rowInputId(inputId(field), problem.index, problem.key) : inputId(field);
      document.getElementById(id)?.focus();
    },
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
    if (isList(field)) {
      const change = (next: Values[typeof field]) => {
        form.setValue(field, next);
        leave.changed();
      };
      return field === 'counsellors' ? (
        <CounsellorsEditor
          key={field}
          id={id}
          counsellors={form.values.counsellors}
          error={errors[field]}
          onChange={change}
        />
      ) : (
        <PhotosEditor
          key={field}
          id={id}
          photos={form.values['home.photos']}
          error={errors[field]}
          onChange={change}
        />
      );
    }
    const { error: message, ...bind } = form.field(field);
    if (!definition.paragraphs) {
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
          rows={8}
          {...bind}
          required={!definition.optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={[message ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t.paragraphsHint}
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
