import { plainText } from '../../shared/format/plain-text';
import { escapeHtml } from '../../shared/html/entities';

/** One address of the sitemap, with when its content last changed when that is known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** A notice as the feed shows it (NoticeResponse). */
export interface FeedNotice {
  id: number;
  title: string;
  body: string;
  published_at: string;
}

/** The sitemaps.org protocol 0.9: every address absolute, `lastmod` in W3C date-time. */
export function sitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 of the newest notices, newest first, with a plain-text excerpt of each. */
export function rssFeed(origin: string, siteName: string, notices: readonly FeedNotice[]): string {
  const channel = `${origin}/notice`;
  const items = notices.map((notice) => {
    const link = `${origin}/notice/${notice.id}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(notice.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <pubDate>${new Date(notice.published_at).toUTCString()}</pubDate>`,
      `      <description>${escapeHtml(plainText(notice.body, 300))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = notices[0] ? new Date(notices[0].published_at).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${siteName} 공지사항`)}</title>`,
    `    <link>${escapeHtml(channel)}</link>`,
    `    <description>${escapeHtml(`${siteName}의 새 소식과 공지사항`)}</description>`,
    '    <language>ko</language>',
    `    <atom:link href="${escapeHtml(`${origin}/notice/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
