import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ClientAddress, Cookie, setCookies } from '../common/http/request-values';
import { APPLICATION_ACCESS_COOKIE, ApplicationAccess } from './application-access';
import { ApplicationsService } from './applications.service';
import {
  type ApplyResult,
  ApplicationDuplicate,
  ApplicationFull,
  ApplicationStored,
} from './dto/apply.response';
import { CreateApplicationDto } from './dto/create-application.dto';
import { Public, GUEST_TOKEN_COOKIE, GuestToken } from '../auth';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-docs.decorators';

@Public()
@ApiTags('applications')
@Controller('lecture/application')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly access: ApplicationAccess,
    private readonly guestToken: GuestToken,
  ) {}

  /** State 0 also sets the cookie that lets this browser pay for the application. */
  @ApiExtraModels(ApplicationStored, ApplicationDuplicate, ApplicationFull)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(ApplicationStored) },
        { $ref: getSchemaPath(ApplicationDuplicate) },
        { $ref: getSchemaPath(ApplicationFull) },
      ],
    },
  })
  @ApiErrors(
    400,
    [
      403,
      [
        '대기 신청하신 이메일로만 신청할 수 있습니다.',
        '대기 신청하실 때 입력하신 생년월일을 입력해 주세요.',
      ],
    ],
    [404, '강의를 찾을 수 없습니다.'],
    [410, '만료되었거나 이미 사용된 대기 제안입니다.'],
    429,
    503,
  )
  @Post('data')
  @HttpCode(200)
  async apply(
    @Body() dto: CreateApplicationDto,
    @ClientAddress() address: string,
    @Cookie(APPLICATION_ACCESS_COOKIE) accessCookie: unknown,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApplyResult> {
    const result = await this.applications.apply(dto, address, {
      proof: this.guestToken.read(proofCookie),
      madeHere: this.access.ids(accessCookie),
    });
    if (result.state === 0) setCookies(res, this.access.grant(accessCookie, result.applicationId));
    return result;
  }
}
