/**
 * The one source of "now". Everything that depends on the date asks a Clock, so tests can move
 * time instead of waiting, and nothing calls `new Date()` for business decisions.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * The system's time, moved on by what a browser journey asks (TEST_CLOCK_SHIFTABLE, refused in
 * production): a journey lets a code grow old in a request instead of waiting for it.
 */
export class ShiftableClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advanceSeconds(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** A clock that stands still until a test moves it. */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * 24 * 60 * 60 * 1000);
  }
}
