/**
 * The API's sense of "now" for everything that depends on the calendar: which dates are coming, which reminders are
 * due. Real time in production. The local run and the journeys may set it (PUT /_local/clock, switched on only by
 * KOESTER_DEV_CLOCK) to see a reminder go out at 08:00 without waiting for the morning.
 */
export interface Clock {
  now(): Date;
}

export interface AdjustableClock extends Clock {
  /** From now on, `now()` reads as if it were `at` at this moment, and runs on from there. */
  set(at: Date): void;
  /** Back to real time. */
  reset(): void;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs at real speed from a moment it is set to. */
export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
    reset() {
      offsetMs = 0;
    },
  };
}
