import type { DataSource } from 'typeorm';
import { LectureFee } from '../../src/lectures/lecture-fee.entity';
import { Lecture } from '../../src/lectures/lecture.entity';

let counter = 0;

/** A lecture with the given dates (and two fees unless told otherwise), straight into the database. */
export async function createLecture(
  dataSource: DataSource,
  overrides: Partial<Lecture> = {},
  fees: { fee_type: string; amount: number }[] = [
    { fee_type: '1회차 (12월 10일)', amount: 50000 },
    { fee_type: '2회차 (12월 11일)', amount: 30000 },
  ],
): Promise<Lecture> {
  counter += 1;
  return dataSource.transaction(async (manager) => {
    const lecture = await manager.save(
      manager.create(Lecture, {
        title: `테스트 강의 ${counter}`,
        instructor_name: '홍길동',
        reg_period_start: '2026-12-01',
        reg_period_end: '2026-12-05',
        lec_period_start: '2026-12-10',
        lec_period_end: '2026-12-11',
        organizer: '마음숲',
        inquiry: '02-000-0000',
        content: '<p>내용</p>',
        file_name: 'banner.svg',
        ...overrides,
      }),
    );
    if (fees.length) {
      await manager.insert(
        LectureFee,
        fees.map((fee) => ({ ...fee, lecture_id: lecture.id })),
      );
    }
    return lecture;
  });
}
