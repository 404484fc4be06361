import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/html/entities';

/**
 * The script a server-rendered page starts the app with, in place of the build's module script
 * and its preloads. A rendered page is whole without JavaScript (links are links), so the app
 * (React alone is 67 kB gzipped) downloads after the page has painted and loaded, and does not
 * compete with the page's own text, styles and pictures on a slow phone: under Lighthouse's
 * mobile throttling the largest paint came at 1.75-1.98 s with the app preloaded, 0.96-1.36 s
 * with it loaded after (docs/performance.md).
 *
 * Inline, so that starting the app costs no request and no chunk: the entry and the files to
 * preload ride on the tag's data attributes, and the script's text never changes, so one hash
 * in the Content-Security-Policy allows it and nothing else inline.
 */
// Short names, since every rendered page carries it: t this <script>, d the document, p the first
// paint happened (or cannot be observed), l the load event came, s started, a(name, properties)
// adds an element to <head>, g() once both, a frame later, adds the preloads and the app's module.
export const APP_LOADER =
  '((t,d)=>{' +
  'let p=!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"),l=d.readyState=="complete",s,' +
  'a=(n,o)=>d.head.append(Object.assign(d.createElement(n),o,{crossOrigin:""})),' +
  'g=()=>{if(s||!p||!l)return;s=1;requestAnimationFrame(()=>setTimeout(()=>{' +
  'for(let h of t.dataset.preload.split(" "))h&&a("link",{rel:"modulepreload",href:h});' +
  'a("script",{type:"module",src:t.dataset.app})}))};' +
  'p||new PerformanceObserver((e,o)=>{o.disconnect();p=1;g()}).observe({type:"paint",buffered:!0});' +
  'addEventListener("load",()=>{l=1;g()});g()' +
  '})(document.currentScript,document)';

/** The Content-Security-Policy source that allows APP_LOADER (and no other inline script). */
export const APP_LOADER_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/** The tag that starts the app at `entry` after paint and load, preloading `preloads` then. */
export function appLoaderTag(entry: string, preloads: string[]): string {
  return (
    `<script data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">` +
    `${APP_LOADER}</script>`
  );
}
