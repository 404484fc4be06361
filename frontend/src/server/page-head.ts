import type {
  Article,
  BreadcrumbList,
  Event,
  ItemAvailability,
  ListItem,
  LocalBusiness,
  Offer,
  Organization,
  Thing,
  WithContext,
} from 'schema-dts';
import { plainText } from '@shared/format/plain-text';
import { escapeHtml } from '@shared/html/entities';
import { uploads } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koNotices } from '@/copy/ko-notices';
import type { ServerAnswers } from '@/lib/public-data';
import { documentTitle } from '@/lib/use-document-title';
import type { Lecture, LectureSummary } from '@/features/lectures/types';
import type { Program } from '@/features/programs/types';
import type { Notice } from '@/features/notices/types';
import type { SiteConfig } from '@/features/site/types';
import { koLectures } from '@/copy/ko-lectures';
import { koPrograms } from '@/copy/ko-programs';
import { koMeta } from '@/copy/ko-meta';

/**
 * The <head> of a server-rendered page (entry-server.tsx): its title, description, canonical
 * address, Open Graph and Twitter card (what Naver and a KakaoTalk preview show), the search
 * engines' verification tags and its structured data (schema.org JSON-LD). Server-only: none of
 * this is in the browser's bundle; the browser keeps the title current as it navigates
 * (useDocumentTitle).
 */

/** What the server knows beside the page's answers. */
export type PageFacts = {
  /** The site's address (PUBLIC_URL), without a trailing slash: every link here is absolute. */
  origin: string;
  /** The picture a shared link shows when the page has none of its own (path under origin). */
  defaultImage: string;
};

type Fee = { id: number; fee_type: string; amount: number };
/**
 * One JSON-LD block, checked by the typecheck against schema.org's vocabulary (schema-dts, generated
 * from schema.org's own definitions): a misspelt property or a value of the wrong type fails
 * `npm run check`.
 */
type JsonLd = WithContext<Thing>;

const DESCRIPTION_LENGTH = 150;

/** JSON inside a <script>: `<` escaped, so no text in it can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An uploaded picture, absolute, when it is a raster image (KakaoTalk and Facebook show no SVG: it
 * gives way to the centre's picture). `url` names the stored picture or its 1200 × 630 share cut.
 */
function rasterImage(
  origin: string,
  url: (file: string) => string,
  file: string | null | undefined,
): string | undefined {
  return file && !/\.svg$/i.test(file) ? `${origin}${url(file)}` : undefined;
}

function answer<T>(answers: ServerAnswers, url: string): T | undefined {
  const found = answers[url];
  return found && !('status' in found) ? (found.data as T) : undefined;
}

/** "2026-12-07" → "2026년 12월 7일". */
function koreanDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

function period(start: string, end: string): string {
  return start.slice(0, 10) === end.slice(0, 10)
    ? koreanDate(start)
    : `${koreanDate(start)} ~ ${koreanDate(end)}`;
}

const DAYS: [RegExp, string][] = [
  [/^(평일|월\s*[~-]\s*금(요일)?)$/, 'Mo-Fr'],
  [/^(주말|토\s*[~-]\s*일(요일)?)$/, 'Sa-Su'],
  [/^(매일|월\s*[~-]\s*일(요일)?)$/, 'Mo-Su'],
  [/^(월요일|월)$/, 'Mo'],
  [/^(화요일|화)$/, 'Tu'],
  [/^(수요일|수)$/, 'We'],
  [/^(목요일|목)$/, 'Th'],
  [/^(금요일|금)$/, 'Fr'],
  [/^(토요일|토)$/, 'Sa'],
  [/^(일요일|일)$/, 'Su'],
];

/**
 * 센터 정보's hours ("평일 10:00~19:00, 토요일 10:00~15:00 (일요일·공휴일 휴무)") as schema.org's
 * `openingHours` ("Mo-Fr 10:00-19:00"); the parts it cannot read are left out, never guessed.
 */
export function openingHours(hours: string): string[] {
  const out: string[] = [];
  for (const part of hours.replace(/\([^)]*\)/g, '').split(/[,/·]/)) {
    const match = /^\s*(.+?)\s+(\d{1,2}):(\d{2})\s*[~-]\s*(\d{1,2}):(\d{2})\s*$/.exec(part);
    if (!match) continue;
    const days = DAYS.find(([pattern]) => pattern.test(match[1].trim()))?.[1];
    if (!days) continue;
    const time = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;
    out.push(`${days} ${time(match[2], match[3])}-${time(match[4], match[5])}`);
  }
  return out;
}

function organization(
  site: SiteConfig | undefined,
  origin: string,
  name = site?.name || ko.brand.name,
): Organization {
  return { '@type': 'Organization', name, url: `${origin}/` };
}

function localBusiness(
  site: SiteConfig,
  origin: string,
  image: string,
): WithContext<LocalBusiness> {
  const hours = openingHours(site.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url: `${origin}/`,
    image,
    telephone: site.phone,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'KR' },
    ...(hours.length ? { openingHours: hours } : {}),
  };
}

function breadcrumbs(
  origin: string,
  trail: [name: string, path: string][],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [[koMeta.home, '/'] as [string, string], ...trail].map(
      ([name, path], index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${origin}${path}`,
      }),
    ),
  };
}

/** What a lecture's registration state offers (schema.org's ItemAvailability). */
function availability(lecture: LectureSummary): ItemAvailability {
  if (lecture.reg_status === 'BEFORE') return 'https://schema.org/PreOrder';
  if (lecture.reg_status !== 'OPEN') return 'https://schema.org/SoldOut';
  if (lecture.seats_left === 0) return 'https://schema.org/SoldOut';
  if (lecture.seats_left !== null && lecture.seats_left <= 5) {
    return 'https://schema.org/LimitedAvailability';
  }
  return 'https://schema.org/InStock';
}

/** When its offers can be taken: the day registration opens, with its minute unless 00:00. */
function validFrom(lecture: LectureSummary): string {
  const day = lecture.reg_period_start.slice(0, 10);
  const time = lecture.reg_start_time;
  return !time || time === '00:00' ? day : `${day}T${time}:00+09:00`;
}

function lectureEvent(
  lecture: Lecture,
  fees: Fee[] | undefined,
  site: SiteConfig | undefined,
  url: string,
  image: string,
  origin: string,
): WithContext<Event> {
  const place = lecture.venue || site?.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: lecture.title,
    description: plainText(lecture.content, 300) || undefined,
    url,
    image,
    startDate: lecture.lec_period_start.slice(0, 10),
    endDate: lecture.lec_period_end.slice(0, 10),
    eventStatus:
      lecture.reg_status === 'CANCELLED'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place
      ? {
          location: {
            '@type': 'Place',
            name: lecture.venue || site?.name || ko.brand.name,
            address: site?.address ?? place,
          },
        }
      : {}),
    organizer: organization(site, origin, lecture.organizer || undefined),
    ...(lecture.instructor_name
      ? { performer: { '@type': 'Person', name: lecture.instructor_name } }
      : {}),
    ...(fees?.length
      ? {
          offers: fees.map((fee): Offer => ({
            '@type': 'Offer',
            name: fee.fee_type,
            price: fee.amount,
            priceCurrency: 'KRW',
            availability: availability(lecture),
            validFrom: validFrom(lecture),
            url,
          })),
        }
      : {}),
  };
}

type Described = {
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  data?: JsonLd[];
};

/** The page's own description, picture and structured data, from its answers. */
function describe(
  pathname: string,
  answers: ServerAnswers,
  site: SiteConfig | undefined,
  origin: string,
  defaultImage: string,
): Described {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const url = `${origin}${path}`;
  let match: RegExpExecArray | null;
  if (path === '/') {
    return site ? { data: [localBusiness(site, origin, defaultImage)] } : {};
  }
  if ((match = /^\/lecture\/(\d+)$/.exec(path))) {
    const lecture = answer<Lecture[]>(answers, `/lecture/${match[1]}`)?.[0];
    if (!lecture) return {};
    const fees = answer<Fee[]>(answers, `/lecture/fee/${match[1]}`);
    const picture = rasterImage(origin, uploads.lecture, lecture.file_name);
    const when = period(lecture.lec_period_start, lecture.lec_period_end);
    const facts = [
      when,
      lecture.venue,
      lecture.instructor_name && `강사 ${lecture.instructor_name}`,
    ]
      .filter(Boolean)
      .join(' · ');
    const excerpt = plainText(lecture.content, DESCRIPTION_LENGTH - facts.length - 3);
    return {
      description: excerpt ? `${facts} — ${excerpt}` : facts,
      image: rasterImage(origin, uploads.lectureShare, lecture.file_name),
      type: 'article',
      data: [
        lectureEvent(lecture, fees, site, url, picture ?? defaultImage, origin),
        breadcrumbs(origin, [
          [koLectures.listHeading, '/lecture'],
          [lecture.title, path],
        ]),
      ],
    };
  }
  if ((match = /^\/program\/(\d+)$/.exec(path))) {
    const program = answer<Program>(answers, `/program/${match[1]}`);
    if (!program) return {};
    return {
      description: [program.target, program.structure].filter(Boolean).join(' · ') || undefined,
      image: rasterImage(origin, uploads.programShare, program.thumbnail),
      data: [
        breadcrumbs(origin, [
          [koPrograms.listHeading, '/program'],
          [program.title, path],
        ]),
      ],
    };
  }
  if ((match = /^\/notice\/(\d+)$/.exec(path))) {
    const notice = answer<Notice>(answers, `/notice/${match[1]}`);
    if (!notice) return {};
    return {
      description: plainText(notice.body) || undefined,
      type: 'article',
      data: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: notice.title,
          datePublished: notice.published_at,
          dateModified: notice.updated_at,
          url,
          image: defaultImage,
          author: organization(site, origin),
          publisher: organization(site, origin),
          mainEntityOfPage: url,
        } satisfies WithContext<Article>,
        breadcrumbs(origin, [
          [koNotices.heading, '/notice'],
          [notice.title, path],
        ]),
      ],
    };
  }
  return {};
}

/** The head tags of a page rendered on the server, escaped. */
export function pageHead(
  pathname: string,
  pageTitle: string,
  answers: ServerAnswers,
  { origin, defaultImage }: PageFacts,
): string {
  const site = answer<SiteConfig>(answers, '/site');
  const fallbackImage = `${origin}${defaultImage}`;
  const page = describe(pathname, answers, site, origin, fallbackImage);
  const title = documentTitle(pageTitle || undefined);
  const description = page.description || koMeta.description;
  const canonical = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = page.image ?? fallbackImage;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', site?.name || ko.brand.name),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', pageTitle || site?.name || ko.brand.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    // Every picture named here is 1200 × 630: the centre's, or a stored one's share cut.
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', pageTitle || site?.name || ko.brand.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  // The search engines' ownership checks (센터 정보), when the centre entered them.
  const verification = site?.searchVerification;
  if (verification?.naver) tags.push(meta('name', 'naver-site-verification', verification.naver));
  if (verification?.google) {
    tags.push(meta('name', 'google-site-verification', verification.google));
  }
  for (const data of page.data ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
