import { koLectures } from '@/copy/ko-lectures';

/** 잔여 N석, or 정원 마감 at 0; nothing for an unlimited lecture (null). */
export function SeatsNote({ seatsLeft }: { seatsLeft: number | null | undefined }) {
  if (typeof seatsLeft !== 'number') return null;
  return (
    <span className={seatsLeft > 0 ? 'seats' : 'seats seats--full'}>
      {seatsLeft > 0 ? koLectures.seatsLeft(seatsLeft) : koLectures.full}
    </span>
  );
}
