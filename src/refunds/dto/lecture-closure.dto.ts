import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/lecture/{id}/close: the centre cancels the whole lecture (폐강). */
export class CloseLectureDto {
  /** Why (sent to the provider with each refund, and kept). @example "강사 사정으로 폐강" */
  @Transform(trim)
  @MaxLength(500, { message: '폐강 사유는 500자 이하로 입력해 주세요.' })
  @IsNotEmpty({ message: '폐강 사유를 입력해 주세요.' })
  @IsString({ message: '폐강 사유를 입력해 주세요.' })
  reason: string;
}
