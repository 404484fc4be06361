import type { SiteConfig } from '../../config/site.config';
import type { MessageButton } from '../../outbox/message.entity';
import { escapeHtml } from './format';

/** One line of a message's details table: label and value. */
export type Row = readonly [label: string, value: string];

/** What an e-mail says, before the shared layout (heading, table, buttons, footer) wraps it. */
export interface EmailContent {
  /** The subject without the centre's prefix, and the heading. */
  title: string;
  /** "김민지님, 안녕하세요." (absent in the centre's e-mails). */
  greeting?: string;
  paragraphs: string[];
  rows: Row[];
  /** Smaller text after the table. */
  notes?: string[];
  buttons: MessageButton[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** "[마음숲] 결제가 완료됐어요": the centre's short name first. */
export function subjectOf(site: SiteConfig, title: string): string {
  return `[${site.logoText}] ${title}`;
}

/** The footer's lines: the centre's name, address and contact, and its business details. */
export function footerLines(site: SiteConfig): string[] {
  return [
    site.name,
    `주소: ${site.address}`,
    `전화: ${site.phone} · 이메일: ${site.email}`,
    `대표: ${site.representative} · 사업자등록번호: ${site.businessNumber}`,
    `통신판매업신고번호: ${site.mailOrderNumber}`,
    '이 메일은 발신 전용이에요. 문의는 위 전화나 이메일로 해 주세요.',
  ];
}

/** An e-mail in HTML (every value escaped) and in plain text, with the centre's footer. */
export function renderEmail(site: SiteConfig, content: EmailContent): RenderedEmail {
  return {
    subject: subjectOf(site, content.title),
    html: emailHtml(site, content),
    text: emailText(site, content),
  };
}

function emailText(site: SiteConfig, content: EmailContent): string {
  const parts: string[] = [content.title, ''];
  if (content.greeting) parts.push(content.greeting, '');
  for (const paragraph of content.paragraphs) parts.push(paragraph, '');
  if (content.rows.length) {
    for (const [label, value] of content.rows) parts.push(`■ ${label}: ${value}`);
    parts.push('');
  }
  for (const note of content.notes ?? []) parts.push(`※ ${note}`);
  if (content.notes?.length) parts.push('');
  for (const button of content.buttons) parts.push(`${button.name}: ${button.url}`);
  if (content.buttons.length) parts.push('');
  parts.push('──────────', ...footerLines(site));
  return `${parts.join('\n')}\n`;
}

const FONT = `font-family:'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR',sans-serif`;

function emailHtml(site: SiteConfig, content: EmailContent): string {
  const e = escapeHtml;
  const paragraphs = [content.greeting, ...content.paragraphs]
    .filter((text): text is string => !!text)
    .map((text) => `<p style="margin:0 0 12px;line-height:1.6;word-break:keep-all">${e(text)}</p>`)
    .join('');
  const rows = content.rows.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${content.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #e6e1d8;width:32%;color:#5c5a55;font-weight:600;white-space:nowrap">${e(label)}</th><td style="padding:8px;border-bottom:1px solid #e6e1d8;word-break:keep-all">${e(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const notes = (content.notes ?? [])
    .map(
      (note) =>
        `<p style="margin:0 0 8px;font-size:13px;line-height:1.6;color:#5c5a55;word-break:keep-all">※ ${e(note)}</p>`,
    )
    .join('');
  const buttons = content.buttons.length
    ? `<p style="margin:16px 0">${content.buttons
        .map(
          (button) =>
            `<a href="${e(button.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:4px;background:#2f6f68;color:#ffffff;text-decoration:none;font-weight:600">${e(button.name)}</a>`,
        )
        .join('')}</p>`
    : '';
  const footer = footerLines(site)
    .map((line) => e(line))
    .join('<br>');
  return [
    '<!doctype html>',
    `<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subjectOf(site, content.title))}</title></head>`,
    `<body style="margin:0;padding:0;background:#f6f3ee;${FONT};color:#2f2a29">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">`,
    `<p style="margin:0 0 16px;font-weight:700;color:#2f6f68">${e(site.name)}</p>`,
    `<div style="background:#ffffff;border-radius:4px;padding:24px">`,
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4;word-break:keep-all">${e(content.title)}</h1>`,
    paragraphs,
    rows,
    notes,
    buttons,
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.7;color:#77726b">${footer}</p>`,
    '</div></body></html>',
  ].join('');
}

/**
 * An 알림톡 template as Kakao registers it: fixed text with `#{변수}` variables. `fill` answers
 * the provider's variables map (`#{이름}` → value) and the text the family reads; a variable the
 * template names but the values lack, or a value the template does not name, is an error (the
 * provider would refuse the message).
 */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
): { variables: Record<string, string>; text: string } {
  const names = [...new Set([...template.matchAll(/#\{([^}]+)\}/g)].map((match) => match[1]))];
  const missing = names.filter((name) => values[name] === undefined);
  const extra = Object.keys(values).filter((name) => !names.includes(name));
  if (missing.length || extra.length) {
    throw new Error(
      `알림톡 variables do not match the template (missing: ${missing.join(', ') || '-'}; extra: ${extra.join(', ') || '-'})`,
    );
  }
  const variables = Object.fromEntries(names.map((name) => [`#{${name}}`, values[name]]));
  const text = template.replace(/#\{([^}]+)\}/g, (_match, name: string) => values[name]);
  return { variables, text };
}
