import { fullFeeIds, lectureSeatsLeft, seatCount, type SeatCounts } from './seat-counts';

const counts = (
  lecture: [number | null, number],
  fees: [number, number | null, number][],
): SeatCounts => ({
  lecture: seatCount(...lecture),
  fees: new Map(fees.map(([id, capacity, taken]) => [id, seatCount(capacity, taken)])),
});

describe('seatCount', () => {
  it('leaves null for unlimited and never a negative number', () => {
    expect(seatCount(null, 40)).toEqual({ capacity: null, taken: 40, left: null });
    expect(seatCount(10, 4)).toEqual({ capacity: 10, taken: 4, left: 6 });
    // A capacity lowered by hand below what is taken: full, not -2.
    expect(seatCount(10, 12).left).toBe(0);
  });
});

describe('lectureSeatsLeft', () => {
  it('is null when neither the lecture nor any course limits it', () => {
    expect(lectureSeatsLeft({ left: null }, [{ left: null }, { left: null }])).toBeNull();
  });

  it('is the largest course left when only courses are limited', () => {
    expect(lectureSeatsLeft({ left: null }, [{ left: 2 }, { left: 5 }, { left: 0 }])).toBe(5);
    expect(lectureSeatsLeft({ left: null }, [{ left: 0 }, { left: 0 }])).toBe(0);
  });

  it('is unlimited by the courses when one course is unlimited', () => {
    expect(lectureSeatsLeft({ left: null }, [{ left: 0 }, { left: null }])).toBeNull();
    expect(lectureSeatsLeft({ left: 3 }, [{ left: 0 }, { left: null }])).toBe(3);
  });

  it('is the smaller of the lecture left and the largest course left', () => {
    expect(lectureSeatsLeft({ left: 2 }, [{ left: 5 }, { left: 1 }])).toBe(2);
    expect(lectureSeatsLeft({ left: 7 }, [{ left: 5 }, { left: 1 }])).toBe(5);
    expect(lectureSeatsLeft({ left: 0 }, [{ left: 5 }])).toBe(0);
  });

  it('follows the lecture alone when it has no course', () => {
    expect(lectureSeatsLeft({ left: 4 }, [])).toBe(4);
    expect(lectureSeatsLeft({ left: null }, [])).toBeNull();
  });
});

describe('fullFeeIds', () => {
  it('names the chosen courses with no seat left', () => {
    const seats = counts(
      [null, 9],
      [
        [1, 3, 3],
        [2, 5, 1],
        [3, null, 5],
      ],
    );
    expect(fullFeeIds(seats, [1, 2, 3])).toEqual([1]);
    expect(fullFeeIds(seats, [2, 3])).toEqual([]);
  });

  it('names every chosen course when the lecture total is taken', () => {
    const seats = counts(
      [4, 4],
      [
        [1, 3, 3],
        [2, null, 1],
      ],
    );
    expect(fullFeeIds(seats, [2, 1])).toEqual([2, 1]);
  });

  it('ignores courses it does not know (the caller checks they belong to the lecture)', () => {
    expect(fullFeeIds(counts([null, 0], [[1, 3, 0]]), [99])).toEqual([]);
  });
});
