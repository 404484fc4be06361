import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { CounsellorFeedService } from './counsellor-feed.service';

const FEED_NOT_FOUND = '캘린더 구독 주소를 찾을 수 없습니다. 새 주소를 받아 주세요.';

/**
 * A counsellor's private calendar feed (issue 37), which a phone's calendar subscribes to. The
 * secret in the address is the only key: 32 random bytes, so there is nothing to guess, and a
 * wrong, revoked or replaced one answers one 404. Like every /api answer it says no-store.
 */
@Public()
@ApiTags('booking')
@Controller('calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CounsellorFeedService) {}

  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: "An iCalendar (RFC 5545) feed of the counsellor's appointments." })
  @ApiErrors([404, FEED_NOT_FOUND])
  @Get(':token.ics')
  async feed(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const calendar = await this.feeds.feed(token);
    if (calendar === null) throw new NotFoundException(FEED_NOT_FOUND);
    // Set here, not by @Header: a refusal stays JSON.
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('X-Robots-Tag', 'noindex');
    return calendar;
  }
}
