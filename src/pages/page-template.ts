import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appLoaderTag } from './app-loader';

/** What the frontend's server build exports (frontend/src/server/entry-server.tsx). */
export interface ServerBundle {
  publicPage(
    pathname: string,
    search?: string,
  ): { chunk: string; reads: string[]; url: string; badId?: true } | undefined;
  siteLayoutReads(): string[];
  serverOnlyReads(pathname: string): string[];
  isUnknownPath(pathname: string): boolean;
  render(
    url: string,
    answers: Record<string, { data: unknown } | { status: number; data: unknown }>,
    facts: { origin: string; defaultImage: string },
  ): Promise<{ body: string; head: string }>;
}

/**
 * The built index.html, cut where a server-rendered page fills it in: its <title> and description
 * give way to the page's own head, #root receives the HTML and the answers it was rendered from
 * follow it. The build's module script and preloads give way to the app loader (app-loader.ts),
 * which starts the app, the page's chunk with it, once the page has painted and loaded; the
 * page's styles are linked from its head.
 */
export class PageTemplate {
  private constructor(
    private readonly before: string,
    private readonly between: string,
    private readonly after: string,
    private readonly entry: string,
    private readonly preloads: string[],
    private readonly chunks: Record<string, string[]>,
  ) {}

  /**
   * `chunks`: each public page's files (.page-chunks.json, written by the build). Undefined when
   * the built index.html lacks a part this needs (a test's stand-in page).
   */
  static parse(html: string, chunks: Record<string, string[]>): PageTemplate | undefined {
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
    const preloads: string[] = [];
    const withoutDefaults = html
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
      .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(entry?.[0] ?? '', '')
      .replace('<html lang="ko">', '<html lang="ko" data-rendered>');
    const title = /<title>[^<]*<\/title>/.exec(withoutDefaults);
    const root = '<div id="root"></div>';
    if (
      !entry ||
      !title ||
      !withoutDefaults.includes(root) ||
      !withoutDefaults.includes('data-rendered')
    ) {
      return undefined;
    }
    const head = withoutDefaults.slice(0, title.index);
    const rest = withoutDefaults.slice(title.index + title[0].length);
    const [between, after] = rest.split(root);
    return new PageTemplate(head, between, after, entry[1], preloads, chunks);
  }

  /** The page's HTML: `head` tags, the chunk's styles, the app loader, the body and its answers. */
  fill(head: string, chunk: string | undefined, body: string, answersJson: string): string {
    const files = chunk ? (this.chunks[chunk] ?? []) : [];
    const styles = files
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
      .join('');
    const scripts = files.filter((file) => !file.endsWith('.css'));
    const loader = appLoaderTag(this.entry, [...this.preloads, ...scripts]);
    const between = this.between.replace('</head>', `${styles}${loader}</head>`);
    return (
      `${this.before}${head}${between}<div id="root">${body}</div>` +
      `<script type="application/json" id="server-answers">${answersJson}</script>${this.after}`
    );
  }
}

/**
 * The frontend's server build beside the static folder (`frontend/dist` → `frontend/dist-server`),
 * and the template from the static folder; undefined when either is missing (then every page is
 * the app's shell, as before server rendering).
 */
export async function loadServerRendering(
  staticDir: string,
): Promise<{ bundle: ServerBundle; template: PageTemplate } | undefined> {
  const entry = join(dirname(staticDir), 'dist-server', 'entry-server.mjs');
  const index = join(staticDir, 'index.html');
  const chunks = join(staticDir, '.page-chunks.json');
  if (![entry, index, chunks].every((file) => existsSync(file))) return undefined;
  const template = PageTemplate.parse(
    readFileSync(index, 'utf8'),
    JSON.parse(readFileSync(chunks, 'utf8')) as Record<string, string[]>,
  );
  if (!template) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  return { bundle, template };
}
