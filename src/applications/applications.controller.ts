import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApplicationAccess } from './application-access';
import { ApplicationsService, type ApplyResult } from './applications.service';
import { CreateApplicationDto } from './dto/create-application.dto';
import { Public } from '../auth/public.decorator';

@Public()
@Controller('lecture/application')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly access: ApplicationAccess,
  ) {}

  @Post('data')
  @HttpCode(200)
  async apply(
    @Body() dto: CreateApplicationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApplyResult> {
    const result = await this.applications.apply(dto, req.ip ?? 'unknown');
    if (result.state === 0) this.access.grant(req, res, result.applicationId);
    return result;
  }
}
