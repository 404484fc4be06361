import type { Program } from '../program.entity';

/** A program as the API shows it (spec §3); a class so that the OpenAPI document describes it. */
export class ProgramResponse {
  /** @example 1 */
  id: number;
  /** @example "놀이치료" */
  title: string;
  /** @example "만 3세~12세 아동" */
  target: string;
  /** @example "주 1회 50분, 12회기" */
  structure: string;
  /** Won. @example 70000 */
  price: number;
  /** The thumbnail's stored name under /api/upload/programFiles/. */
  thumbnail: string;
  /** The centre's booking page on Naver. */
  naver_url: string;
  /** @example "02-000-0000" */
  inquiry: string;
  /**
   * Families can book it on this site (issue 37): it has an active appointment type that an
   * active counsellor offers. The page's 예약하기 then opens /program/{id}/booking, not Naver.
   */
  bookable: boolean;
}

export class ProgramImagesResponse {
  /** Stored names under /api/upload/programFiles/, in the page's order. */
  files: string[];
}

export function toProgramResponse(program: Program, bookable: boolean): ProgramResponse {
  return {
    id: program.id,
    title: program.title,
    target: program.target,
    structure: program.structure,
    price: program.price,
    thumbnail: program.thumbnail,
    naver_url: program.naver_url,
    inquiry: program.inquiry,
    bookable,
  };
}
