import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INQUIRY_LIMITS, INQUIRY_TOPIC_LABELS } from '@shared/inquiry';
import { buttonClassName, Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { VisibleText } from '@/components/ui/visible-text';
import { useAlert } from '@/components/ui/use-alert';
import { adminPaths } from '@/config/admin-paths';
import { koAdminInquiries } from '@/copy/ko-admin-inquiries';
import { TextAreaField } from '@/forms/text-area-field';
import { useLeaveWarning } from '@/forms/use-leave-warning';
import { formatInstant } from '@/lib/format';
import { useAdminInquiryQuery, useAnswerInquiryMutation, type AdminInquiry } from '../api';
import { AdminEditLoader } from '../../core/components/admin-edit-loader';
import { failedBecause } from '../../core/components/admin-states';
import '@/forms/forms.css';
import '../../core/admin-pages.css';
import './admin-inquiries.css';

const t = koAdminInquiries.detail;
const ANSWER_ID = 'inquiry-answer';

/** /admin/inquiry/:id: one question, and its answer (sent once) or the form to write it. */
export function AdminInquiryPage() {
  const { id = '' } = useParams();
  return (
    <AdminEditLoader<AdminInquiry>
      key={id}
      rawId={id}
      useRecord={useAdminInquiryQuery}
      words={{ title: t.pageTitle, loading: t.loading, loadFailed: t.loadFailed }}
      listPath={adminPaths.inquiries}
    >
      {(inquiry) => <InquiryDetail inquiry={inquiry} />}
    </AdminEditLoader>
  );
}

function InquiryDetail({ inquiry }: { inquiry: AdminInquiry }) {
  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title(inquiry.id)}</h1>
        <Link to={adminPaths.inquiries} className={buttonClassName('secondary')}>
          {t.backToList}
        </Link>
      </div>
      <section className="admin-inquiry__section" aria-label={t.title(inquiry.id)}>
        <dl className="info-list">
          <div>
            <dt>{t.name}</dt>
            <dd>
              <VisibleText text={inquiry.name} />
            </dd>
          </div>
          <div>
            <dt>{t.phone}</dt>
            <dd>{inquiry.phone || t.none}</dd>
          </div>
          <div>
            <dt>{t.email}</dt>
            <dd>{inquiry.email || t.none}</dd>
          </div>
          <div>
            <dt>{t.topic}</dt>
            <dd>{INQUIRY_TOPIC_LABELS[inquiry.topic]}</dd>
          </div>
          <div>
            <dt>{t.received}</dt>
            <dd>{formatInstant(inquiry.created_at)}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd>{koAdminInquiries.statuses[inquiry.status]}</dd>
          </div>
        </dl>
        <p className="field__hint">{t.contactNote}</p>
      </section>
      <section className="admin-inquiry__section" aria-labelledby="inquiry-body-heading">
        <h2 id="inquiry-body-heading" className="admin-section-title">
          {t.body}
        </h2>
        <p className="admin-inquiry__body">{inquiry.body}</p>
      </section>
      <section className="admin-inquiry__section" aria-labelledby="inquiry-answer-heading">
        <h2 id="inquiry-answer-heading" className="admin-section-title">
          {t.answer}
        </h2>
        {inquiry.answer !== null ? (
          <>
            <p className="admin-inquiry__body">{inquiry.answer}</p>
            {inquiry.answered_at ? (
              <p className="field__hint">
                {t.answeredBy(inquiry.answered_by ?? '', formatInstant(inquiry.answered_at))}
              </p>
            ) : null}
          </>
        ) : (
          <AnswerForm id={inquiry.id} />
        )}
      </section>
    </div>
  );
}

function answerError(text: string): string | undefined {
  const length = text.trim().length;
  if (length === 0) return t.answerMissing;
  if (length > INQUIRY_LIMITS.answer) return t.answerTooLong(INQUIRY_LIMITS.answer);
  return undefined;
}

/** 답변 보내기: checked here in the server's words, sent once, then said in the alert. */
function AnswerForm({ id }: { id: number }) {
  const [answer, setAnswer] = useState('');
  const [tried, setTried] = useState(false);
  const [send, { isLoading }] = useAnswerInquiryMutation();
  const showAlert = useAlert();
  const leave = useLeaveWarning();
  const error = tried ? answerError(answer) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setTried(true);
    if (answerError(answer)) {
      document.getElementById(ANSWER_ID)?.focus();
      return;
    }
    try {
      await send({ id, answer: answer.trim() }).unwrap();
      leave.saved();
      await showAlert(t.sent);
    } catch (caught) {
      await showAlert(failedBecause(t.sendFailed, caught));
    }
  };

  return (
    <form
      className="admin-inquiry__answer-form"
      noValidate
      onInput={leave.changed}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isLoading}
    >
      <TextAreaField
        id={ANSWER_ID}
        label={t.answerLabel}
        hint={t.answerHint(INQUIRY_LIMITS.answer)}
        rows={6}
        maxLength={INQUIRY_LIMITS.answer}
        value={answer}
        error={error}
        counter={t.count(answer.length, INQUIRY_LIMITS.answer)}
        onChange={(event) => setAnswer(event.target.value)}
      />
      {isLoading ? <StatusMessage>{t.sending}</StatusMessage> : null}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t.sending : t.send}
        </Button>
      </div>
    </form>
  );
}

export default AdminInquiryPage;
