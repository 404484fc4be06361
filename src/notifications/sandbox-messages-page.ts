import type {
  DeliveredVia,
  MessageButton,
  MessageChannel,
  MessageStatus,
} from '../outbox/message.entity';
import { escapeHtml } from '../../shared/html/entities';
import type { MessageKind } from '../outbox';
import { STATUS_LABELS } from './message-labels';
import { messageLabel } from './templates/templates';

/** One message as /sandbox/messages shows it (and /sandbox/messages.json answers it). */
export interface SandboxMessageView {
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  status: MessageStatus;
  recipient: string;
  subject: string | null;
  body_text: string | null;
  body_html: string | null;
  buttons: MessageButton[] | null;
  delivered_via: DeliveredVia | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
}

/** A button's link, when it is one a family could follow (http(s) or a path of this site). */
function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : '#';
}

/** 2026-11-22 12:00 (KST). */
function kst(instant: Date): string {
  const wall = new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
}

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif;
    background: #f4f6f8; color: #191f28; word-break: keep-all; line-height: 1.6; }
  main { max-width: 720px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.5rem; margin: 0 0 16px; }
  .notice { background: #fff4e5; border: 1px solid #f2a93b; border-radius: 4px; padding: 12px 16px; margin: 0 0 16px; }
  .empty { background: #fff; border-radius: 4px; padding: 16px; }
  .message { background: #fff; border-radius: 4px; padding: 16px; margin: 0 0 16px; }
  .message header { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; margin: 0 0 8px; }
  .message h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #4e5968; font-size: 0.9rem; margin: 0 0 8px; overflow-wrap: anywhere; }
  .status { border-radius: 4px; padding: 0 8px; font-size: 0.9rem; font-weight: 700; }
  .status-SENT { background: #e6f4ea; color: #0b6b2b; }
  .status-FAILED { background: #ffeeee; color: #a50e0e; }
  .status-RETRYING, .status-PENDING, .status-SENDING { background: #e8f3ff; color: #1b4f9c; }
  .reason { background: #ffeeee; border: 1px solid #d93025; border-radius: 4px; padding: 8px 12px; }
  .email-subject { font-size: 1rem; margin: 8px 0; }
  .email-body { width: 100%; height: 480px; border: 1px solid #d1d6db; border-radius: 4px; background: #fff; }
  .phone { max-width: 360px; border-radius: 16px; background: #b2c7da; padding: 0 0 16px; overflow: hidden; }
  .kakao-header { background: #fee500; color: #191919; font-weight: 700; padding: 8px 16px; }
  .alimtalk-bubble { background: #fff; border-radius: 4px; margin: 16px 16px 0; padding: 12px 16px; }
  .alimtalk-title { background: #fee500; margin: -12px -16px 12px; padding: 8px 16px; font-weight: 700; border-radius: 4px 4px 0 0; }
  .alimtalk-text, .sms-text { margin: 0; white-space: normal; overflow-wrap: anywhere; }
  .alimtalk-button { display: block; text-align: center; margin: 8px 0 0; padding: 8px; border-radius: 4px;
    background: #f4f6f8; color: #191f28; text-decoration: none; border: 1px solid #d1d6db; }
  .sms { max-width: 360px; background: #f4f6f8; border-radius: 16px; padding: 16px; }
  .sms-bubble { background: #e9e9eb; border-radius: 16px; padding: 12px 16px; }
  a:focus-visible { outline: 3px solid #f2a93b; outline-offset: 2px; }
`;

/** Text with its line breaks, every character escaped. */
function lines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

function statusLine(message: SandboxMessageView): string {
  const label = STATUS_LABELS[message.status] ?? message.status;
  return `<span class="status status-${escapeHtml(message.status)}">${escapeHtml(label)}</span>`;
}

function body(message: SandboxMessageView): string {
  if (message.body_text === null && message.body_html === null) {
    return `<p class="meta">아직 보낸 내용이 없습니다.</p>`;
  }
  if (message.channel === 'EMAIL') {
    return `<h3 class="email-subject">${escapeHtml(message.subject ?? '')}</h3>
<iframe class="email-body" sandbox srcdoc="${escapeHtml(message.body_html ?? lines(message.body_text ?? ''))}" title="${escapeHtml(`이메일 본문: ${message.subject ?? ''}`)}"></iframe>`;
  }
  const text = message.body_text ?? '';
  if (message.delivered_via === 'SMS') {
    return `<div class="sms" aria-label="문자 메시지">
<div class="sms-bubble"><p class="sms-text">${lines(text)}</p></div>
</div>`;
  }
  const buttons = (message.buttons ?? [])
    .map(
      (button) =>
        `<a class="alimtalk-button" href="${escapeHtml(safeHref(button.url))}">${escapeHtml(button.name)}</a>`,
    )
    .join('\n');
  return `<div class="phone" aria-label="카카오톡 알림톡">
<div class="kakao-header">카카오톡 알림톡</div>
<div class="alimtalk-bubble">
<p class="alimtalk-title">알림톡 도착</p>
<p class="alimtalk-text">${lines(text)}</p>
${buttons}
</div>
</div>`;
}

function article(message: SandboxMessageView): string {
  const times = [`만든 시각 ${kst(message.created_at)}`];
  if (message.sent_at) times.push(`보낸 시각 ${kst(message.sent_at)}`);
  if (message.status === 'RETRYING' && message.next_attempt_at) {
    times.push(`다음 시도 ${kst(message.next_attempt_at)}`);
  }
  const via =
    message.channel === 'EMAIL'
      ? '이메일'
      : message.delivered_via === 'SMS'
        ? '문자(SMS)'
        : '알림톡';
  const reason =
    message.last_error && (message.status === 'FAILED' || message.status === 'RETRYING')
      ? `<p class="reason" role="status">${message.status === 'FAILED' ? '실패 사유' : '지난 시도'}: ${escapeHtml(message.last_error)}</p>`
      : '';
  return `<article class="message" data-kind="${escapeHtml(message.kind)}" data-channel="${escapeHtml(message.channel)}" data-status="${escapeHtml(message.status)}">
<header><h2>${escapeHtml(messageLabel(message.kind))}</h2> ${statusLine(message)}</header>
<p class="meta">${escapeHtml(via)} · 받는 사람 ${escapeHtml(message.recipient)} · ${escapeHtml(times.join(' · '))}</p>
${reason}
${body(message)}
</article>`;
}

/** The whole page: every message, newest first; an e-mail in a sandboxed frame. */
export function renderSandboxMessages(messages: SandboxMessageView[]): string {
  const list = messages.length
    ? messages.map(article).join('\n')
    : '<p class="empty">아직 보낸 메시지가 없습니다. 강의를 신청하면 가족이 받을 메시지가 여기에 나타납니다.</p>';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>테스트 메시지함</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>테스트 메시지함</h1>
<p class="notice" role="note">메시지 샌드박스입니다. 실제로 보내지 않은 이메일과 알림톡·문자를 가족이 받을 모습 그대로 보여 줍니다 (최근 100건).</p>
${list}
</main>
</body>
</html>
`;
}
