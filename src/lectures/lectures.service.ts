import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { seoulDate } from '../common/dates/seoul-date';
import {
  LectureFeeResponse,
  LectureResponse,
  LectureSummaryResponse,
  toLectureFeeResponse,
  toLectureResponse,
  toLectureSummaryResponse,
} from './dto/lecture.response';
import { LectureFee } from './lecture-fee.entity';
import { Lecture } from './lecture.entity';

const NO_SEATS = { capacity: null, seats_left: null, waitlist_open: false };
const LECTURE_NOT_FOUND = '강의를 찾을 수 없습니다.';

@Injectable()
export class LecturesService {
  constructor(
    @InjectRepository(Lecture) private readonly lectures: Repository<Lecture>,
    @InjectRepository(LectureFee) private readonly feeRows: Repository<LectureFee>,
    private readonly clock: Clock,
  ) {}

  /** Oldest first, as the spec's client reverses the list itself. */
  async list(): Promise<LectureSummaryResponse[]> {
    const lectures = await this.lectures.find({
      select: {
        id: true,
        title: true,
        instructor_name: true,
        reg_period_start: true,
        reg_period_end: true,
        lec_period_start: true,
        lec_period_end: true,
        organizer: true,
        inquiry: true,
        file_name: true,
      },
      where: { archived_at: IsNull() },
      order: { id: 'ASC' },
    });
    const today = this.today();
    // CONTRACT: seats come from src/seats (the seats helper replaces these placeholders).
    return lectures.map((lecture) => toLectureSummaryResponse(lecture, today, NO_SEATS));
  }

  /** A list with the one lecture: the wire shape the spec's detail page reads. */
  async get(id: number): Promise<LectureResponse[]> {
    const lecture = await this.lectures.findOneBy({ id, archived_at: IsNull() });
    if (!lecture) throw new NotFoundException(LECTURE_NOT_FOUND);
    return [toLectureResponse(lecture, this.today(), NO_SEATS)];
  }

  async fees(lectureId: number): Promise<LectureFeeResponse[]> {
    const [exists, fees] = await Promise.all([
      this.lectures.existsBy({ id: lectureId, archived_at: IsNull() }),
      this.feeRows.find({ where: { lecture_id: lectureId }, order: { id: 'ASC' } }),
    ]);
    if (!exists) throw new NotFoundException(LECTURE_NOT_FOUND);
    return fees.map((fee) => toLectureFeeResponse(fee, null));
  }

  private today(): string {
    return seoulDate(this.clock.now());
  }
}
