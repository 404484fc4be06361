/*
 * The back office's programs on the wire (/api/admin/program): classes (not interfaces) so that
 * the OpenAPI document describes them (the Swagger plugin's metadata, src/metadata.ts).
 */

/** A program in the back office's list, in the public list's order (archived ones last). */
export class AdminProgramRow {
  /** @example 1 */
  id: number;
  /** @example "놀이치료" */
  title: string;
  /** The thumbnail's stored name under /api/upload/programFiles/. */
  thumbnail: string;
  /** Won. @example 70000 */
  price: number;
  /** Carousel images. @example 3 */
  image_count: number;
  /** Deleted while referenced: off the public list. */
  archived: boolean;
}

/** A program with everything the edit form shows. */
export class AdminProgramDetail {
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
  /** @example "https://booking.naver.com/booking/13/bizes/000000" */
  naver_url: string;
  /** @example "02-000-0000" */
  inquiry: string;
  /** The carousel's stored names, in the page's order. */
  images: string[];
  archived: boolean;
}

export class ProgramSaved {
  /** @example 3 */
  id: number;
  /** @example "프로그램이 등록되었습니다." */
  message: string;
}

export class ProgramRemoved {
  result: 'deleted' | 'archived';
  /** @example "프로그램이 삭제되었습니다." */
  message: string;
}

/** The carousel after a change: stored names in the page's order. */
export class ProgramImagesSaved {
  images: string[];
  /** @example "사진이 추가되었습니다." */
  message: string;
}
