import { readFileSync } from 'node:fs';
import type { SiteConfig, SiteDirections } from './site-config.dto';

/**
 * The centre's own details, shown in the header, footer, home and the two information pages.
 * Defaults are obvious demo values; a deployment overrides any of them with a JSON file named by
 * SITE_CONFIG_FILE (same shape, every key optional), without touching code.
 */
export type { SiteConfig };

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  name: '마음숲 아동·청소년 상담센터',
  logoText: '마음숲',
  productName: '아동·청소년 상담센터',
  representative: '김하늘',
  businessNumber: '000-00-00000',
  mailOrderNumber: '제2026-서울강동-0000호',
  address: '서울특별시 강동구 상암로 000, 마음숲빌딩 3층',
  email: 'contact@example.com',
  phone: '02-000-0000',
  fax: '02-000-0001',
  hours: '평일 10:00~19:00, 토요일 10:00~15:00 (일요일·공휴일 휴무)',
  // The copy deck's sentences with the demo's line, station and stop: a centre writes its own.
  directions: {
    metro: '지하철 5호선 명일역 3번 출구에서 722m',
    bus: '버스 425, 504, 894번 · 마음숲아파트 정류장 하차',
    car: '자가용 이용 시 센터 뒤편 주차장을 이용해 주세요.',
  },
  privacyOfficer: {
    name: '김하늘',
    position: '센터장',
    phone: '02-000-0000',
    email: 'privacy@example.com',
  },
  privacyPolicyEffectiveDate: '2026-12-01',
  introduction: {
    title: '센터 소개',
    paragraphs: [
      '마음숲 아동·청소년 상담센터는 아이 한 명 한 명의 마음을 세심하게 살피는 전문 상담기관입니다.',
      '임상심리전문가, 놀이치료사, 미술치료사, 언어재활사가 한 팀이 되어 아이의 정서, 행동, 발달 상태를 면밀히 평가하고, 가정과 학교생활이 균형을 이루도록 맞춤형 상담과 프로그램을 제공합니다.',
      '부모님과 선생님을 위한 교육·연수도 꾸준히 열어, 아이를 둘러싼 어른들이 함께 성장하도록 돕습니다.',
    ],
  },
  support: {
    title: '문의',
    paragraphs: [
      '상담 예약, 프로그램, 교육·연수 신청에 대해 궁금한 점은 전화나 아래 문의 양식으로 편하게 물어봐 주세요.',
      '강의 신청 내역과 결제 상태는 신청 조회 메뉴에서 바로 확인하실 수 있어요.',
    ],
  },
  searchVerification: { naver: '', google: '' },
  home: {
    heading: '아이의 마음을 세심하게 살피는 곳',
    lead: '아이 한 명 한 명의 상태를 면밀히 살피고, 삶의 목표와 학교생활이 균형을 이루도록 맞춤형 상담과 프로그램을 제공합니다.',
    // Illustrations that ship with the site: a centre replaces them with photos of its rooms.
    photos: [
      { src: '/images/home/center-1.svg', alt: '햇살이 드는 아늑한 상담실', caption: '상담실' },
      {
        src: '/images/home/center-2.svg',
        alt: '장난감과 모래상자가 놓인 놀이치료실',
        caption: '놀이치료실',
      },
      {
        src: '/images/home/center-3.svg',
        alt: '이젤과 미술 도구가 있는 미술치료실',
        caption: '미술치료실',
      },
      {
        src: '/images/home/center-4.svg',
        alt: '보호자가 편히 기다릴 수 있는 대기실',
        caption: '대기실',
      },
      {
        src: '/images/home/center-5.svg',
        alt: '둥글게 의자가 놓인 넓은 집단활동실',
        caption: '집단활동실',
      },
    ],
  },
  kakaoChannelUrl: '',
  // Demo people, as obvious as the other demo values: a centre writes its own in the back office.
  counsellors: [
    {
      name: '김하늘',
      role: '센터장 · 놀이치료사',
      credentials: '놀이심리상담사 1급, 아동상담 경력 15년',
      line: '아이의 속도에 맞춰 기다리는 상담을 합니다.',
      photo: '',
    },
    {
      name: '이준호',
      role: '임상심리전문가',
      credentials: '임상심리전문가, 정신건강임상심리사 1급',
      line: '종합심리검사와 ADHD 평가를 맡고 있어요.',
      photo: '',
    },
    {
      name: '박서윤',
      role: '미술치료사',
      credentials: '미술심리상담사 1급, 청소년상담사 2급',
      line: '말보다 그림이 편한 아이와 함께해요.',
      photo: '',
    },
  ],
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

/** Settings that may be empty (then not shown), and may be left out of a record in a list. */
const MAY_BE_EMPTY = new Set(['line', 'photo', 'metro', 'bus', 'car', 'kakaoChannelUrl']);

function assertShape(value: unknown, template: unknown, path: string): void {
  if (Array.isArray(template) && typeof template[0] === 'object') {
    // A list of records (the counsellors, the home page's photos): each with every key of the
    // default's first one, a string; only the keys in MAY_BE_EMPTY may be empty or left out.
    if (!Array.isArray(value)) throw new Error(`${path} must be a list`);
    value.forEach((item, index) => {
      const at = `${path}[${index}]`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw new Error(`${at} must be an object`);
      }
      for (const key of Object.keys(template[0] as object)) {
        const field = (item as Record<string, unknown>)[key];
        const optional = MAY_BE_EMPTY.has(key);
        if (optional && field === undefined) continue;
        if (typeof field !== 'string' || (!optional && field.trim() === '')) {
          throw new Error(`${at}.${key} must be a${optional ? '' : ' non-empty'} string`);
        }
      }
      for (const key of Object.keys(item)) {
        if (!(key in (template[0] as object)))
          throw new Error(`${at}.${key} is not a site setting`);
      }
    });
    return;
  }
  if (Array.isArray(template)) {
    if (
      !Array.isArray(value) ||
      value.some((item) => typeof item !== 'string' || item.trim() === '')
    ) {
      throw new Error(`${path} must be a list of non-empty strings`);
    }
    return;
  }
  if (typeof template === 'object' && template !== null) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`${path} must be an object`);
    }
    for (const [key, item] of Object.entries(value)) {
      if (!(key in template)) throw new Error(`${path}.${key} is not a site setting`);
      assertShape(item, (template as Record<string, unknown>)[key], `${path}.${key}`);
    }
    return;
  }
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (typeof value === 'string' && MAY_BE_EMPTY.has(key)) return;
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`${path} must be a non-empty string`);
}

/** Directions as stored before issue 35 gave them sentences of the centre's own. */
interface LegacyDirections {
  metroLine?: string;
  metroStation?: string;
  busStop?: string;
}

/**
 * Settings written before a setting existed (in site_settings or a SITE_CONFIG_FILE), completed
 * with what stands for it: the search engines' codes and the KakaoTalk channel empty, the home
 * page's words and photos the built-in ones, no counsellor invented (and no photo for those
 * listed), directions of the old three names said as sentences.
 */
export function completeSiteConfig(settings: SiteConfig): SiteConfig {
  const stored: Partial<SiteConfig> = settings;
  const directions: Partial<SiteDirections> & LegacyDirections = stored.directions ?? {};
  const legacy = directions.metro === undefined && directions.metroStation !== undefined;
  return {
    ...settings,
    directions: legacy
      ? {
          // The sentences the page said around the three names before.
          metro:
            `지하철 ${directions.metroLine ?? ''} ${directions.metroStation ?? ''}역 3번 출구에서 722m`
              .replace(/\s+/g, ' ')
              .trim(),
          bus: directions.busStop ? `버스 425, 504, 894번 · ${directions.busStop} 정류장 하차` : '',
          car: '자가용 이용 시 센터 뒤편 주차장을 이용해 주세요.',
        }
      : {
          metro: directions.metro ?? '',
          bus: directions.bus ?? '',
          car: directions.car ?? '',
        },
    searchVerification: {
      naver: stored.searchVerification?.naver ?? '',
      google: stored.searchVerification?.google ?? '',
    },
    home: {
      ...(stored.home ?? DEFAULT_SITE_CONFIG.home),
      photos: stored.home?.photos ?? DEFAULT_SITE_CONFIG.home.photos,
    },
    kakaoChannelUrl: stored.kakaoChannelUrl ?? '',
    counsellors: (stored.counsellors ?? []).map((counsellor) => ({
      ...counsellor,
      line: counsellor.line ?? '',
      photo: counsellor.photo ?? '',
    })),
  };
}

function merge<T>(base: T, override: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override as Record<string, unknown>)) {
    const current = result[key];
    result[key] =
      typeof current === 'object' && current !== null && !Array.isArray(current)
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function loadSiteConfig(file = process.env.SITE_CONFIG_FILE): SiteConfig {
  if (!file) return DEFAULT_SITE_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `SITE_CONFIG_FILE ${file} could not be read as JSON: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  assertShape(parsed, DEFAULT_SITE_CONFIG, 'SITE_CONFIG_FILE');
  const site = merge(DEFAULT_SITE_CONFIG, parsed as DeepPartial<SiteConfig>);
  // The defaults' counsellors are demo people: a centre's own file lists its own, or no one.
  if (!('counsellors' in (parsed as object))) site.counsellors = [];
  return checkedDate(completeSiteConfig(site));
}

function checkedDate(site: SiteConfig): SiteConfig {
  if (!isCalendarDate(site.privacyPolicyEffectiveDate)) {
    throw new Error('SITE_CONFIG_FILE.privacyPolicyEffectiveDate must be a date (YYYY-MM-DD)');
  }
  return site;
}
