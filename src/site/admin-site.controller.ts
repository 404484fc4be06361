import { Body, Controller, Get, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { OWNER_ONLY_REFUSED, OwnerOnly } from '../common/auth-markers/owner-only.decorator';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { SiteSettingsDto } from './dto/site-settings.dto';
import type { SitePictureResponse, SiteSettingsResponse } from './dto/site-settings.response';
import { ImageUploadInterceptor, type UploadedImage } from '../uploads';
import { SiteSettings } from './site-settings';

/**
 * The back office's 센터 정보: the centre's details and page texts (issue 20). The owner's only
 * (@OwnerOnly: staff get 403), behind the global admin guard (never public).
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin/site')
export class AdminSiteController {
  constructor(private readonly settings: SiteSettings) {}

  /** The settings as stored now (not the public cache). */
  @Get()
  async get(): Promise<SiteSettingsResponse> {
    const view = await this.settings.read();
    return { ...view.settings, updatedAt: view.updatedAt.toISOString() };
  }

  /** Replaces every setting; a field refused names itself, and then nothing is saved. */
  @ApiErrors([400, '대표 전화번호의 형식이 올바르지 않습니다. 예: 02-123-4567'])
  @Put()
  async update(
    @Actor() actor: AuditActor,
    @Body() dto: SiteSettingsDto,
  ): Promise<SiteSettingsResponse> {
    const view = await this.settings.update(actor, dto);
    return { ...view.settings, updatedAt: view.updatedAt.toISOString() };
  }

  /**
   * One picture for the site (a counsellor's photo, a room for 센터 둘러보기) in part `file`,
   * checked and stored clean like every image the back office takes. It shows nowhere until the
   * settings name it and are saved.
   */
  @ApiConsumes('multipart/form-data')
  @ApiErrors([400, '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.'], 413)
  @Post('image')
  @UseInterceptors(ImageUploadInterceptor)
  async addPicture(@UploadedFile() file: UploadedImage | undefined): Promise<SitePictureResponse> {
    return { src: await this.settings.storePicture(file) };
  }
}
