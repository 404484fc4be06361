import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import {
  type NoticePageResponse,
  type NoticeResponse,
  toNoticeResponse,
  toNoticeSummary,
} from './dto/notice.response';
import { Notice } from './notice.entity';
import { NOTICE_PAGE_SIZE } from './notice-page.pipe';

export const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없습니다.';
const PAGE_NOT_FOUND = '해당 페이지에 공지사항이 없습니다.';

/** The public reads of the board: published notices only (cached by PublicReads). */
@Injectable()
export class NoticesService {
  constructor(@InjectRepository(Notice) private readonly notices: Repository<Notice>) {}

  /**
   * One page: pinned notices first, then the newest published. Page 1 always answers (an empty
   * board has one empty page); a page past the last is a 404, never cached.
   */
  async page(page: number): Promise<NoticePageResponse> {
    const [rows, total] = await this.notices.findAndCount({
      select: { id: true, title: true, pinned: true, published_at: true },
      where: { published_at: Not(IsNull()) },
      order: { pinned: 'DESC', published_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * NOTICE_PAGE_SIZE,
      take: NOTICE_PAGE_SIZE,
    });
    const totalPages = Math.max(1, Math.ceil(total / NOTICE_PAGE_SIZE));
    if (page > totalPages) throw new NotFoundException(PAGE_NOT_FOUND);
    return {
      items: rows.map(toNoticeSummary),
      page,
      page_size: NOTICE_PAGE_SIZE,
      total,
      total_pages: totalPages,
    };
  }

  /**
   * The newest published notices with their bodies, at most `limit` (the feed), or all of them
   * without (the sitemap); a draft is in neither.
   */
  async published(limit?: number): Promise<NoticeResponse[]> {
    const rows = await this.notices.find({
      where: { published_at: Not(IsNull()) },
      order: { published_at: 'DESC', id: 'DESC' },
      ...(limit === undefined ? {} : { take: limit }),
    });
    return rows.map(toNoticeResponse);
  }

  /** A published notice; a draft or a deleted one is a 404 (the same for both). */
  async get(id: number): Promise<NoticeResponse> {
    const notice = await this.notices.findOneBy({ id, published_at: Not(IsNull()) });
    if (!notice) throw new NotFoundException(NOTICE_NOT_FOUND);
    return toNoticeResponse(notice);
  }
}
