import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';

/** Longest title, in characters (the column's length). */
export const MAX_NOTICE_TITLE_LENGTH = 200;
/** Longest body (HTML from the editor, before sanitising), in characters: as a lecture's. */
export const MAX_NOTICE_BODY_LENGTH = 200_000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const TITLE_MISSING = '제목을 입력해 주세요.';
const TITLE_TOO_LONG = `제목은 ${MAX_NOTICE_TITLE_LENGTH}자 이하로 입력해 주세요.`;
const BODY_FORMAT = '내용 형식이 올바르지 않습니다.';
const BODY_TOO_LONG = '내용이 너무 깁니다.';
const PINNED_FORMAT = '상단 고정 여부는 true 또는 false로 보내 주세요.';
const PUBLISHED_FORMAT = '게시 여부는 true 또는 false로 보내 주세요.';

/** POST /api/admin/notice. */
export class CreateNoticeDto {
  /** @example "설 연휴 휴무 안내" */
  @Transform(trim)
  @MaxLength(MAX_NOTICE_TITLE_LENGTH, { message: TITLE_TOO_LONG })
  @IsNotEmpty({ message: TITLE_MISSING })
  @IsString({ message: TITLE_MISSING })
  title: string;

  /** HTML from the editor; sanitised by the server. Absent: empty. */
  @IsOptional()
  @MaxLength(MAX_NOTICE_BODY_LENGTH, { message: BODY_TOO_LONG })
  @IsString({ message: BODY_FORMAT })
  body?: string;

  /** 상단 고정. Absent: not pinned. */
  @IsOptional()
  @IsBoolean({ message: PINNED_FORMAT })
  pinned?: boolean;

  /** 게시 (public at once) or a draft (임시저장). Absent: a draft. */
  @IsOptional()
  @IsBoolean({ message: PUBLISHED_FORMAT })
  published?: boolean;
}

/** PUT /api/admin/notice/{id}: a field that is absent (or null) is left as it is. */
export class UpdateNoticeDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(MAX_NOTICE_TITLE_LENGTH, { message: TITLE_TOO_LONG })
  @IsNotEmpty({ message: TITLE_MISSING })
  @IsString({ message: TITLE_MISSING })
  title?: string | null;

  @IsOptional()
  @MaxLength(MAX_NOTICE_BODY_LENGTH, { message: BODY_TOO_LONG })
  @IsString({ message: BODY_FORMAT })
  body?: string | null;

  @IsOptional()
  @IsBoolean({ message: PINNED_FORMAT })
  pinned?: boolean | null;

  /** true publishes a draft (its 게시일 becomes now); false takes it back to a draft. */
  @IsOptional()
  @IsBoolean({ message: PUBLISHED_FORMAT })
  published?: boolean | null;
}
