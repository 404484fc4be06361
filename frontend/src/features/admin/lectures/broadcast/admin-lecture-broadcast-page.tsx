import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_CHANNELS,
  BROADCAST_LIMITS,
} from '@shared/lecture-broadcast';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdminBroadcast } from '@/copy/ko-admin-broadcast';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { SelectField } from '@/forms/select-field';
import { TextAreaField } from '@/forms/text-area-field';
import { TextField } from '@/forms/text-field';
import { serverMessagesOf, useForm } from '@/forms/use-form';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { errorStatus } from '@/lib/api-error';
import { AdminEditLoader } from '../../core/components/admin-edit-loader';
import { failedBecause } from '../../core/components/admin-states';
import {
  FormErrorSummary,
  focusField,
  type ErrorSummaryItem,
} from '../../core/components/form-error-summary';
import type { AdminLecture } from '../../core/types';
import { useAdminLectureQuery } from '../api';
import {
  usePreviewBroadcastMutation,
  useSendBroadcastMutation,
  type BroadcastDraft,
  type BroadcastPreview,
} from './api';
import {
  BROADCAST_FIELD_IDS,
  BROADCAST_ORDER,
  EMPTY_BROADCAST,
  bodyLimitOf,
  broadcastFieldOf,
  checkBroadcast,
  draftOf,
  type BroadcastField,
  type BroadcastFormState,
} from './broadcast-form';
import '@/forms/forms.css';
import '../../core/admin-pages.css';
import './admin-broadcast.css';

const t = koAdminBroadcast;

/** /admin/lecture/:id/message: one message to the lecture's families, counted, previewed, sent. */
export function AdminLectureBroadcastPage() {
  const { id = '' } = useParams();
  return (
    <AdminEditLoader<AdminLecture>
      key={id}
      rawId={id}
      useRecord={useAdminLectureQuery}
      words={{ title: t.pageTitle, loading: t.loading, loadFailed: t.loadFailed }}
      listPath={adminPaths.lectures}
    >
      {(lecture) => <BroadcastForm lecture={lecture} />}
    </AdminEditLoader>
  );
}

/** The preview the director saw, the draft it was made of, and the key its send will carry. */
interface Previewed {
  answer: BroadcastPreview;
  draft: BroadcastDraft;
  key: string;
}

const sameDraft = (a: BroadcastDraft, b: BroadcastDraft) =>
  a.audience === b.audience && a.channel === b.channel && a.title === b.title && a.body === b.body;

function BroadcastForm({ lecture }: { lecture: AdminLecture }) {
  const [previewBroadcast] = usePreviewBroadcastMutation();
  const [sendBroadcast, { isLoading: sending }] = useSendBroadcastMutation();
  const showAlert = useAlert();
  const leave = useLeaveWarning();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<BroadcastFormState, BroadcastField>({
    initial: EMPTY_BROADCAST,
    validate: checkBroadcast,
    order: BROADCAST_ORDER,
    focus: (field) => window.setTimeout(() => focusField(BROADCAST_FIELD_IDS[field]), 0),
    fieldOf: broadcastFieldOf,
    onRefused: () => window.setTimeout(() => summaryRef.current?.focus(), 0),
  });
  const { values, errors } = form;
  const limit = bodyLimitOf(values.channel);
  // Sent only as previewed: a change after the preview asks for a new one.
  const fresh = previewed !== null && sameDraft(previewed.draft, draftOf(values));

  /** 미리 보기: the server counts the families and renders the message; nothing is sent. */
  const preview = async (checked: BroadcastFormState) => {
    setRefused([]);
    const draft = draftOf(checked);
    try {
      const answer = await previewBroadcast({ lectureId: lecture.id, body: draft }).unwrap();
      // A new key for each preview: a retry of this send is the same send, a new preview is not.
      setPreviewed({ answer, draft, key: crypto.randomUUID() });
      window.setTimeout(() => resultRef.current?.focus(), 0);
    } catch (caught) {
      setPreviewed(null);
      if (errorStatus(caught as Parameters<typeof errorStatus>[0]) === 400) throw caught;
      await showAlert(failedBecause(t.previewFailed, caught));
    }
  };

  const onSend = async () => {
    if (!previewed || sending) return;
    try {
      const sent = await sendBroadcast({
        lectureId: lecture.id,
        body: {
          ...previewed.draft,
          families: previewed.answer.families,
          request_key: previewed.key,
        },
      }).unwrap();
      setConfirming(false);
      setPreviewed(null);
      leave.saved();
      form.reset(EMPTY_BROADCAST);
      await showAlert(t.sent(sent.families));
    } catch (caught) {
      setConfirming(false);
      const status = errorStatus(caught as Parameters<typeof errorStatus>[0]);
      const messages = serverMessagesOf(caught);
      if ((status === 400 || status === 409 || status === 429) && messages.length > 0) {
        // The count changed, the day's cap is reached, a field is refused: preview again.
        setPreviewed(null);
        setRefused(messages);
        window.setTimeout(() => summaryRef.current?.focus(), 0);
        return;
      }
      await showAlert(failedBecause(t.sendFailed, caught));
    }
  };

  const items: ErrorSummaryItem[] = BROADCAST_ORDER.flatMap((field) =>
    errors[field] ? [{ id: BROADCAST_FIELD_IDS[field], text: errors[field] }] : [],
  );
  const answer = previewed?.answer;
  const capped = answer ? answer.sent_today >= answer.daily_limit : false;

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
        <Link to={adminPaths.lectures} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>
      <p className="admin-broadcast__count">{t.lecture(lecture.title)}</p>
      <p className="admin-broadcast__lead">{t.lead}</p>
      <form
        className="admin-form"
        noValidate
        onInput={leave.changed}
        onSubmit={(event) => void form.handleSubmit(preview)(event)}
        aria-busy={form.submitting}
      >
        <FormErrorSummary
          title={t.errors.summary}
          items={items}
          messages={[...(form.refusal?.messages ?? []), ...refused]}
          summaryRef={summaryRef}
        />
        <SelectField
          id={BROADCAST_FIELD_IDS.audience}
          label={t.audience}
          placeholder={t.audiencePlaceholder}
          hint={t.audienceHint}
          options={BROADCAST_AUDIENCES.map((audience) => [audience, t.audiences[audience]])}
          {...form.field('audience')}
        />
        <SelectField
          id={BROADCAST_FIELD_IDS.channel}
          label={t.channel}
          placeholder={t.channelPlaceholder}
          hint={t.channelHint}
          options={BROADCAST_CHANNELS.map((channel) => [channel, t.channels[channel]])}
          {...form.field('channel')}
        />
        <TextField
          id={BROADCAST_FIELD_IDS.title}
          label={t.messageTitle}
          hint={t.messageTitleHint}
          maxLength={BROADCAST_LIMITS.title}
          autoComplete="off"
          {...form.field('title')}
        />
        <TextAreaField
          id={BROADCAST_FIELD_IDS.body}
          label={t.body}
          hint={t.bodyHint(limit)}
          rows={8}
          counter={t.count(values.body.length, limit)}
          {...form.field('body')}
        />
        <div className="admin-broadcast__actions">
          <Button type="submit" variant="secondary" disabled={form.submitting}>
            {form.submitting ? t.previewing : t.preview}
          </Button>
        </div>
      </form>
      {answer ? (
        <section className="admin-broadcast__preview" aria-labelledby="broadcast-preview-heading">
          <h2
            id="broadcast-preview-heading"
            ref={resultRef}
            tabIndex={-1}
            className="admin-section-title"
          >
            {t.previewHeading}
          </h2>
          {answer.families > 0 ? (
            <p className="admin-broadcast__count">
              {t.families(answer.families)} ({t.applications(answer.applications)})
            </p>
          ) : (
            <StatusMessage tone="error">{t.noFamilies}</StatusMessage>
          )}
          <p className="admin-broadcast__note">
            {t.sentToday(answer.sent_today, answer.daily_limit)}
          </p>
          {capped ? (
            <StatusMessage tone="error">{t.capReached(answer.daily_limit)}</StatusMessage>
          ) : null}
          {answer.subject ? (
            <div>
              <p className="admin-broadcast__label">{t.subject}</p>
              <p className="admin-broadcast__text">{answer.subject}</p>
            </div>
          ) : null}
          <div>
            <p className="admin-broadcast__label">
              {answer.channel === 'EMAIL' ? t.emailText : t.alimtalkText}
            </p>
            <pre className="admin-broadcast__text">{answer.text}</pre>
          </div>
          {answer.sms_text ? (
            <div>
              <p className="admin-broadcast__label">{t.smsText}</p>
              <pre className="admin-broadcast__text">{answer.sms_text}</pre>
            </div>
          ) : null}
          {answer.buttons.length ? (
            <p className="admin-broadcast__note">{t.buttons(answer.buttons)}</p>
          ) : null}
          {!fresh ? (
            <StatusMessage tone="error">{t.stale}</StatusMessage>
          ) : answer.families > 0 && !capped ? (
            <div className="admin-broadcast__actions">
              <Button type="button" onClick={() => setConfirming(true)}>
                {t.send(answer.families)}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {confirming && previewed ? (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirm(previewed.answer.families)}
          confirmLabel={t.confirmButton}
          cancelLabel={t.cancel}
          busy={sending}
          busyLabel={t.sending}
          onConfirm={() => void onSend()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

export default AdminLectureBroadcastPage;
