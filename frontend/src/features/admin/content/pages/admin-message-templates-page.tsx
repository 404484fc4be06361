import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMessageTemplatesQuery } from '../api';
import type { MessageTemplatePreview } from '../../core/types';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import '../../core/admin-pages.css';
import './admin-message-templates.css';

const t = koAdmin.templates;

/**
 * The e-mail as the family's mail program shows it: the template's HTML in a sandboxed frame
 * (no scripts, no forms, no same-origin access, no navigation of this page).
 */
function EmailPreview({ preview }: { preview: MessageTemplatePreview }) {
  return (
    <div className="admin-template__part">
      <h3 className="admin-template__part-title">{t.email}</h3>
      <p className="admin-template__subject">
        <span className="admin-template__subject-label">{t.subject}</span> {preview.email.subject}
      </p>
      <iframe
        className="admin-template__frame"
        title={t.emailFrame(preview.label)}
        sandbox=""
        srcDoc={preview.email.html}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <details className="admin-template__text">
        <summary>{t.plainText}</summary>
        <pre>{preview.email.text}</pre>
      </details>
    </div>
  );
}

/** The 알림톡 as a chat bubble with its link buttons, and the SMS sent when it cannot be. */
function AlimtalkPreview({ preview }: { preview: MessageTemplatePreview }) {
  const alimtalk = preview.alimtalk;
  if (!alimtalk) {
    return (
      <div className="admin-template__part">
        <h3 className="admin-template__part-title">{t.alimtalk}</h3>
        <p className="admin-empty">{t.centreOnly}</p>
      </div>
    );
  }
  return (
    <div className="admin-template__part">
      <h3 className="admin-template__part-title">{t.alimtalk}</h3>
      <div className="chat-screen" role="group" aria-label={t.alimtalkPreview(preview.label)}>
        <div className="chat-bubble">
          <p className="chat-bubble__head">{t.alimtalkHead}</p>
          <p className="chat-bubble__text">{alimtalk.text}</p>
          {alimtalk.buttons.length > 0 ? (
            <ul className="chat-bubble__buttons" aria-label={t.buttons}>
              {alimtalk.buttons.map((button) => (
                <li key={`${button.name}-${button.url}`}>
                  <span className="chat-bubble__button">{button.name}</span>
                  <span className="chat-bubble__url">{button.url}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <h3 className="admin-template__part-title">{t.sms}</h3>
      <p className="sms-bubble">{alimtalk.sms_text}</p>
    </div>
  );
}

/** /admin/message-templates: every message kind rendered with example rows. */
export function AdminMessageTemplatesPage() {
  useDocumentTitle(t.title);
  const { data, error, isLoading, isFetching, refetch } = useMessageTemplatesQuery();

  return (
    <div className="admin-page admin-templates">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
      </div>
      <p className="admin-panel__lead">{t.lead}</p>
      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? (
        <>
          <nav aria-label={t.toc} className="admin-templates__toc">
            <ul>
              {data.map((preview) => (
                <li key={preview.kind}>
                  <a href={`#template-${preview.kind}`}>{preview.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {data.map((preview) => (
            <section
              key={preview.kind}
              id={`template-${preview.kind}`}
              className="admin-template"
              aria-labelledby={`template-${preview.kind}-title`}
            >
              <h2 id={`template-${preview.kind}-title`} className="admin-template__title">
                {preview.label}{' '}
                <span className="admin-tag admin-template__audience">
                  {t.audience[preview.audience] ?? preview.audience}
                </span>
              </h2>
              <div className="admin-template__grid">
                <EmailPreview preview={preview} />
                <AlimtalkPreview preview={preview} />
              </div>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}

export default AdminMessageTemplatesPage;
