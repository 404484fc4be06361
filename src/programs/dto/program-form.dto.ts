import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { isStoredFileName } from '../../uploads';
import { IsRowId } from '../../common/validation/integer-columns';

/*
 * The back office's program form (POST and PUT /api/admin/program), as JSON or multipart (with
 * the thumbnail in part `file`). Each message starts with the field's Korean name.
 */

/** Largest price the form accepts, in won (well inside the `integer` column). */
export const MAX_PROGRAM_PRICE = 100_000_000;
/** Carousel images per program. */
export const MAX_PROGRAM_IMAGES = 20;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A whole number as JSON or as a multipart text part ("70000"); anything else stays as sent. */
const toWhole = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^[0-9]{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;

/**
 * Naver's own booking pages: https on naver.com or naver.me (and their subdomains, such as
 * booking.naver.com or m.booking.naver.com), no user name, no other port.
 */
export function isNaverBookingUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    ['naver.com', 'naver.me'].some((domain) => host === domain || host.endsWith(`.${domain}`))
  );
}

function IsNaverUrl(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNaverBookingUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isNaverBookingUrl(value),
      },
    });
}

function Text(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: `${label}을(를) 글자로 입력해 주세요.` })(target, key);
    IsNotEmpty({ message: `${label}을(를) 입력해 주세요.` })(target, key);
    MaxLength(max, { message: `${label}은(는) ${max}자 이하로 입력해 주세요.` })(target, key);
  };
}

const PRICE_MESSAGE = `가격은 0부터 ${MAX_PROGRAM_PRICE.toLocaleString('en-US')}까지의 정수(원)로 입력해 주세요.`;
const NAVER_MESSAGE =
  '네이버 예약 주소는 https://booking.naver.com/… 처럼 네이버(naver.com, naver.me)의 https 주소로 입력해 주세요.';

export class CreateProgramDto {
  @Text('프로그램명', 100)
  title: string;

  @Text('대상', 200)
  target: string;

  @Text('구성', 200)
  structure: string;

  /** Won (the public page shows it with a thousands separator). */
  @Transform(toWhole)
  @IsInt({ message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(MAX_PROGRAM_PRICE, { message: PRICE_MESSAGE })
  price: number;

  @IsNaverUrl(NAVER_MESSAGE)
  @Text('네이버 예약 주소', 500)
  naver_url: string;

  /** The contact shown as 문의 (a phone number or a short text). */
  @Text('문의', 100)
  inquiry: string;
}

/** Only what changed; the thumbnail, when replaced, comes as part `file`. */
export class UpdateProgramDto {
  @IsOptional()
  @Text('프로그램명', 100)
  title?: string;

  @IsOptional()
  @Text('대상', 200)
  target?: string;

  @IsOptional()
  @Text('구성', 200)
  structure?: string;

  @IsOptional()
  @Transform(toWhole)
  @IsInt({ message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(MAX_PROGRAM_PRICE, { message: PRICE_MESSAGE })
  price?: number;

  @IsOptional()
  @IsNaverUrl(NAVER_MESSAGE)
  @Text('네이버 예약 주소', 500)
  naver_url?: string;

  @IsOptional()
  @Text('문의', 100)
  inquiry?: string;
}

/** The public list's order: every live program's id, first shown first. */
export class ProgramOrderDto {
  @IsArray({ message: '프로그램 순서를 id 목록으로 보내 주세요.' })
  @ArrayMaxSize(1000, { message: '프로그램 순서의 id가 너무 많습니다.' })
  @IsRowId({ each: true, message: '프로그램 순서에 잘못된 id가 있습니다.' })
  ids: number[];
}

/** The carousel's order: every image's stored name, first shown first. */
export class ProgramImageOrderDto {
  @IsArray({ message: '사진 순서를 파일 이름 목록으로 보내 주세요.' })
  @ArrayMaxSize(MAX_PROGRAM_IMAGES, {
    message: `사진은 ${MAX_PROGRAM_IMAGES}장까지 등록할 수 있습니다.`,
  })
  @IsString({ each: true, message: '사진 파일 이름이 올바르지 않습니다.' })
  @IsStoredName()
  files: string[];
}

/** Each name a stored file's name (one safe path segment): never `../` or a folder. */
function IsStoredName(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStoredFileName',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: '사진 파일 이름이 올바르지 않습니다.' },
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.every((name) => typeof name === 'string' && isStoredFileName(name)),
      },
    });
}
