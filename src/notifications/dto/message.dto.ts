import { IsString, Length } from 'class-validator';

/** POST /api/guest/link: the token of a message's personal my-info link. */
export class OpenMyInfoLinkDto {
  @IsString({ message: '링크가 올바르지 않습니다.' })
  @Length(10, 300, { message: '링크가 올바르지 않습니다.' })
  token: string;
}
