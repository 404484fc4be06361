import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsDefined,
  ValidateNested,
} from 'class-validator';
import { ApplicantDto } from '../../applications';
import { IsRowId } from '../../common/validation/integer-columns';

/** POST /api/lecture/waitlist: 대기 신청 for one or more full courses of a lecture. */
export class JoinWaitlistDto {
  @IsRowId({ message: '강의 정보가 올바르지 않습니다.' })
  lectureId: number;

  /** The full courses wanted; one place in each course's queue. @example [31] */
  @IsArray({ message: '대기할 강의를 한 개 이상 선택해 주세요.' })
  @ArrayMinSize(1, { message: '대기할 강의를 한 개 이상 선택해 주세요.' })
  @ArrayMaxSize(50, { message: '선택한 강의가 너무 많습니다.' })
  @IsRowId({ each: true, message: '선택한 강의 정보가 올바르지 않습니다.' })
  feeIds: number[];

  @IsDefined({ message: '신청자 정보를 입력해 주세요.' })
  @ValidateNested()
  @Type(() => ApplicantDto)
  applicant: ApplicantDto;

  /** The consent checkbox, required here. */
  @Equals(true, { message: '개인정보 수집 및 이용에 동의해 주세요.' })
  agree: boolean;
}

/** POST /api/guest/waitlist/cancel: 대기 취소 of the proven guest's entry. */
export class CancelWaitlistDto {
  @IsRowId({ message: '대기 정보가 올바르지 않습니다.' })
  entryId: number;
}
