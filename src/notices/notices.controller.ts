import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { PublicRead } from '../common/public-reads/public-read.interceptor';
import type { NoticePageResponse, NoticeResponse } from './dto/notice.response';
import { NoticePagePipe } from './notice-page.pipe';
import { NoticesService } from './notices.service';

/**
 * The public board (공지사항), cached and revalidated by PublicReadInterceptor as lectures and
 * programs are. The page is part of the address, not a query: the cache is keyed by the route's
 * address, and every page it holds is a real one (the pipe and the 404 past the last page).
 */
@Public()
@ApiTags('notices')
@PublicRead()
@Controller('notice')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @ApiErrors(
    [400, '페이지 번호는 1부터 1,000 사이의 정수로 입력해 주세요.'],
    [404, '해당 페이지에 공지사항이 없습니다.'],
  )
  @Get('list/:page')
  list(@Param('page', NoticePagePipe) page: number): Promise<NoticePageResponse> {
    return this.notices.page(page);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '공지사항을 찾을 수 없습니다.'])
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<NoticeResponse> {
    return this.notices.get(id);
  }
}
