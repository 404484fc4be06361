import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { CONSENT_APPLICATION_NOT_FOUND, Consents } from './consents.service';
import type { ApplicationConsentResponse, ConsentTextResponse } from './dto/consent.response';

@Public()
@ApiTags('privacy')
@Controller('consents')
export class ConsentsController {
  constructor(private readonly consents: Consents) {}

  /** The consents the application form shows now, newest version of each, in order. */
  @Get()
  // The same for everyone and fixed per release: kept, asked again with its ETag.
  @Header('Cache-Control', 'no-cache')
  list(): ConsentTextResponse[] {
    return this.consents.list();
  }
}

/** The back office: what an application agreed to, with the exact texts. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class AdminConsentsController {
  constructor(private readonly consents: Consents) {}

  /** Each consent shown on its form: version, agreed or not, when, and the text. */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, CONSENT_APPLICATION_NOT_FOUND])
  @Get('application/:id/consents')
  ofApplication(
    @Param('id', IdParamPipe) applicationId: number,
  ): Promise<ApplicationConsentResponse[]> {
    return this.consents.ofApplication(applicationId);
  }
}
