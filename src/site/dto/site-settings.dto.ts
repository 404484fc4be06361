import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import {
  isKoreanPhoneNumber,
  isWrittenBusinessNumber,
} from '../../common/validation/korean-numbers';

/*
 * The back office's form of the centre's details (PUT /api/admin/site): every setting, each
 * refused with a message that starts with the field's Korean name (the form shows it under that
 * field, see SITE_FIELD_LABELS in the frontend). Nothing is saved unless all of it is valid.
 */

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimAll = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
    : value;

const SHORT = 100;
const LONG = 300;
const PARAGRAPH = 2000;
const MAX_PARAGRAPHS = 20;

/** Required text: a string, not blank once trimmed, at most `max` characters. */
function Text(label: string, max = SHORT): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: `${label}을(를) 글자로 입력해 주세요.` })(target, key);
    IsNotEmpty({ message: `${label}을(를) 입력해 주세요.` })(target, key);
    MaxLength(max, { message: `${label}은(는) ${max}자 이하로 입력해 주세요.` })(target, key);
  };
}

function Phone(label: string): PropertyDecorator {
  return (target, key) => {
    Text(label, 20)(target, key);
    matches(
      isKoreanPhoneNumber,
      `${label}의 형식이 올바르지 않습니다. 예: 02-123-4567, 010-1234-5678, 1588-1234`,
    )(target, key);
  };
}

function Email(label: string): PropertyDecorator {
  return (target, key) => {
    Text(label, 254)(target, key);
    IsEmail({}, { message: `${label}의 형식이 올바르지 않습니다. 예: contact@example.com` })(
      target,
      key,
    );
  };
}

function Paragraphs(label: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimAll)(target, key);
    IsArray({ message: `${label}을(를) 문단 목록으로 보내 주세요.` })(target, key);
    ArrayMinSize(1, { message: `${label}을(를) 한 문단 이상 입력해 주세요.` })(target, key);
    ArrayMaxSize(MAX_PARAGRAPHS, {
      message: `${label}은(는) ${MAX_PARAGRAPHS}문단 이하로 입력해 주세요.`,
    })(target, key);
    IsString({ each: true, message: `${label}을(를) 글자로 입력해 주세요.` })(target, key);
    IsNotEmpty({ each: true, message: `${label}에 빈 문단이 있습니다. 지우거나 채워 주세요.` })(
      target,
      key,
    );
    MaxLength(PARAGRAPH, {
      each: true,
      message: `${label}의 문단은 ${PARAGRAPH}자 이하로 입력해 주세요.`,
    })(target, key);
  };
}

function matches(test: (value: string) => boolean, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'matchesRule',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message } satisfies ValidationOptions,
      validator: { validate: (value: unknown) => typeof value === 'string' && test(value) },
    });
}

/** A nested group: present, an object, and valid itself. */
function Group(label: string, cls: new () => object): PropertyDecorator {
  return (target, key) => {
    IsDefined({ message: `${label}을(를) 입력해 주세요.` })(target, key);
    IsObject({ message: `${label}을(를) 입력해 주세요.` })(target, key);
    ValidateNested()(target, key);
    Type(() => cls)(target, key);
  };
}

/** A sentence that may be left empty (then the page leaves its line out). */
function OptionalText(label: string, max: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Transform(trim)(target, key);
    IsString({ message: `${label}을(를) 글자로 입력해 주세요.` })(target, key);
    MaxLength(max, { message: `${label}은(는) ${max}자 이하로 입력해 주세요.` })(target, key);
  };
}

export class SiteDirectionsDto {
  @OptionalText('지하철 안내', 200)
  metro?: string;
  @OptionalText('버스 안내', 200)
  bus?: string;
  @OptionalText('자가용 안내', 200)
  car?: string;
}

/**
 * Where a picture of the site may come from: the back office's uploads (siteFiles, stored under
 * a random name, never SVG) or the illustrations that ship with the site.
 */
const SITE_PICTURE =
  /^\/(?:images\/home\/[a-z0-9-]{1,60}\.svg|api\/upload\/siteFiles\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.(?:png|jpe?g|webp|gif))$/;

export const isSitePicture = (value: string) => SITE_PICTURE.test(value);
const PICTURE_REFUSED = (label: string) =>
  `${label}이(가) 올바르지 않습니다. 사진은 이 화면의 사진 올리기로 등록해 주세요.`;

export class SitePhotoDto {
  @matches(isSitePicture, PICTURE_REFUSED('센터 사진'))
  @Text('센터 사진', 300)
  src: string;
  @Text('센터 사진 설명', 100)
  alt: string;
  @Text('센터 사진 이름', 30)
  caption: string;
}

export class SitePrivacyOfficerDto {
  @Text('개인정보 보호책임자 이름', 50)
  name: string;
  @Text('개인정보 보호책임자 직위', 50)
  position: string;
  @Phone('개인정보 보호책임자 전화번호')
  phone: string;
  @Email('개인정보 보호책임자 이메일')
  email: string;
}

export class SiteIntroductionDto {
  @Text('센터소개 제목', 50)
  title: string;
  @Paragraphs('센터소개 본문')
  paragraphs: string[];
}

export class SiteSupportDto {
  @Text('고객지원 제목', 50)
  title: string;
  @Paragraphs('고객지원 본문')
  paragraphs: string[];
}

/**
 * A search engine's verification code: may be empty (none), else the letters, digits, - and _
 * the engines issue (their codes are 40-odd characters), so nothing can leave the meta tag.
 */
function VerificationCode(label: string): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: `${label}을(를) 글자로 입력해 주세요.` })(target, key);
    MaxLength(100, { message: `${label}은(는) 100자 이하로 입력해 주세요.` })(target, key);
    matches(
      (value) => /^[A-Za-z0-9_-]*$/.test(value),
      `${label}에는 영문, 숫자, -, _ 만 입력해 주세요. content="..." 안의 값만 붙여 넣어 주세요.`,
    )(target, key);
  };
}

export class SiteSearchVerificationDto {
  @VerificationCode('네이버 사이트 확인 코드')
  naver: string;
  @VerificationCode('구글 사이트 확인 코드')
  google: string;
}

const MAX_PHOTOS = 12;

export class SiteHomeDto {
  @Text('첫 화면 제목', 60)
  heading: string;
  @Text('첫 화면 소개 문구', LONG)
  lead: string;
  /** Absent: the photos stay as they are (a form from before they could be edited). */
  @IsOptional()
  @IsArray({ message: '센터 사진을 목록으로 보내 주세요.' })
  @ArrayMaxSize(MAX_PHOTOS, { message: `센터 사진은 ${MAX_PHOTOS}장까지 올릴 수 있습니다.` })
  @ValidateNested({ each: true })
  @Type(() => SitePhotoDto)
  photos?: SitePhotoDto[];
}

export class SiteCounsellorDto {
  @Text('상담 선생님 이름', 30)
  name: string;
  @Text('상담 선생님 직함', 50)
  role: string;
  @Text('상담 선생님 자격', LONG)
  credentials: string;
  /** May be empty. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '상담 선생님 소개를 글자로 입력해 주세요.' })
  @MaxLength(200, { message: '상담 선생님 소개는 200자 이하로 입력해 주세요.' })
  line?: string;
  /** Empty or absent: no photo (the first letter of the name stands in). */
  @IsOptional()
  @matches((value) => value === '' || isSitePicture(value), PICTURE_REFUSED('상담 선생님 사진'))
  photo?: string;
}

const MAX_COUNSELLORS = 30;

/** Every setting at once: the form sends the whole of it (PUT replaces). */
export class SiteSettingsDto {
  @Text('센터 이름')
  name: string;
  @Text('로고 글자', 30)
  logoText: string;
  @Text('머리말 소개 문구')
  productName: string;
  @Text('대표자', 50)
  representative: string;
  // Checked after Text (decorators apply from the property up): an empty number says so.
  @matches(
    isWrittenBusinessNumber,
    '사업자등록번호가 올바르지 않습니다. 10자리 번호를 확인해 주세요. 예: 123-45-67891',
  )
  @Text('사업자등록번호', 12)
  businessNumber: string;
  @Text('통신판매업 신고번호')
  mailOrderNumber: string;
  @Text('주소', LONG)
  address: string;
  @Email('대표 이메일')
  email: string;
  @Phone('대표 전화번호')
  phone: string;
  @Phone('팩스 번호')
  fax: string;
  @Text('운영 시간', LONG)
  hours: string;
  @Group('오시는 길', SiteDirectionsDto)
  directions: SiteDirectionsDto;
  @Group('개인정보 보호책임자', SitePrivacyOfficerDto)
  privacyOfficer: SitePrivacyOfficerDto;
  @Transform(trim)
  @IsCalendarDate(
    {},
    { message: '개인정보처리방침 시행일을 날짜(YYYY-MM-DD)로 입력해 주세요. 예: 2026-12-01' },
  )
  privacyPolicyEffectiveDate: string;
  @Group('센터소개', SiteIntroductionDto)
  introduction: SiteIntroductionDto;
  @Group('고객지원', SiteSupportDto)
  support: SiteSupportDto;
  /** Optional: a form from before these codes existed leaves them empty. */
  @IsOptional()
  @IsObject({ message: '검색 엔진 확인 코드를 입력해 주세요.' })
  @ValidateNested()
  @Type(() => SiteSearchVerificationDto)
  searchVerification?: SiteSearchVerificationDto;
  @Group('첫 화면', SiteHomeDto)
  home: SiteHomeDto;
  /** Empty or absent: no channel. Only a KakaoTalk channel's https address is taken. */
  @IsOptional()
  @Transform(trim)
  @IsString({ message: '카카오톡 채널 주소를 글자로 입력해 주세요.' })
  @MaxLength(200, { message: '카카오톡 채널 주소는 200자 이하로 입력해 주세요.' })
  @matches(
    (value) => value === '' || /^https:\/\/pf\.kakao\.com\/[A-Za-z0-9_]+\/?$/.test(value),
    '카카오톡 채널 주소는 https://pf.kakao.com/ 으로 시작하는 채널 주소로 입력해 주세요. 예: https://pf.kakao.com/_xAbCd',
  )
  kakaoChannelUrl?: string;
  /** Optional: absent lists no one. */
  @IsOptional()
  @IsArray({ message: '상담 선생님을 목록으로 보내 주세요.' })
  @ArrayMaxSize(MAX_COUNSELLORS, {
    message: `상담 선생님은 ${MAX_COUNSELLORS}명까지 입력할 수 있습니다.`,
  })
  @ValidateNested({ each: true })
  @Type(() => SiteCounsellorDto)
  counsellors?: SiteCounsellorDto[];
}
