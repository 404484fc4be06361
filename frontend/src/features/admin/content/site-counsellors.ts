import type { SiteSettings } from '../core/types';

type Counsellor = SiteSettings['counsellors'][number];

/** 이름 / 직함 / 자격 / 한 줄 소개: one counsellor as four lines, counsellors apart by an empty line. */
export const counsellorsText = (counsellors: readonly Counsellor[]) =>
  counsellors
    .map((counsellor) =>
      [counsellor.name, counsellor.role, counsellor.credentials, counsellor.line].join('\n').trim(),
    )
    .join('\n\n');

/** The blocks back as records; a missing line is sent empty, for the server to name it. */
export const counsellorsOf = (text: string): Counsellor[] =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()))
    .filter((lines) => lines.some((line) => line !== ''))
    .map(([name = '', role = '', credentials = '', ...line]) => ({
      name,
      role,
      credentials,
      line: line.join(' ').trim(),
    }));
