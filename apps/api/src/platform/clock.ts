/**
 * The one clock of the app. Modules read the time from their context's clock (`ctx.clock.now()`, or the `now` their
 * service is built with), never from `new Date()` or `Date.now()` (a lint rule): a test sets the clock and every
 * dated rule — a price that starts tomorrow, a promo window, a bill run on the 1st — runs on the day it chooses.
 */
export interface Clock {
  now(): Date;
}

/** The machine's time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at a moment until it is set or moved on (tests). */
export interface SettableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function settableClock(at: Date | string): SettableClock {
  let current = new Date(at).getTime();
  if (Number.isNaN(current)) throw new Error(`Not a moment: ${String(at)}`);
  return {
    now: () => new Date(current),
    set(next) {
      const t = new Date(next).getTime();
      if (Number.isNaN(t)) throw new Error(`Not a moment: ${String(next)}`);
      current = t;
    },
    advance(ms) {
      current += ms;
    },
  };
}
