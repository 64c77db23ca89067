import { createHistogram, monitorEventLoopDelay, type Histogram } from 'node:perf_hooks';
import { describeRequest, type RawRequest } from '@koester/contract/testing/raw-http';

/** The event loop during a fuzz run: its delay measured, its budget, and requests that stall it refused. */

/** The event loop's delay over a fuzz run, at the 99th percentile, must stay below this (ms). */
export const P99_LIMIT_MS = 100;
/** No request may stall the event loop this long (ms), three times in a row: that is a request blocking the server. */
const STALL_LIMIT_MS = 500;
/** Harmless requests before and after a fuzz run, whose event-loop delay shows what the machine's load alone does. */
export const CONTROLS = 150;

/** The event loop's delay over some work, in milliseconds. */
export interface LoopDelay {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

const milliseconds = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

/** A histogram of the loop's waits (nanoseconds) as the figures reported: percentiles in milliseconds. */
const loopDelayOf = (histogram: Histogram): LoopDelay =>
  histogram.count === 0
    ? { samples: 0, p50: 0, p99: 0, max: 0 }
    : {
        samples: histogram.count,
        p50: milliseconds(histogram.percentile(50)),
        p99: milliseconds(histogram.percentile(99)),
        max: milliseconds(histogram.max),
      };

/**
 * Runs the work with monitorEventLoopDelay sampling every 10 ms, enabled for just that work: its result, and the
 * loop's delay meanwhile (percentiles in milliseconds).
 */
export async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let result: T;
  try {
    result = await work();
  } finally {
    histogram.disable();
  }
  return { result, delay: loopDelayOf(histogram) };
}

/**
 * The event loop's delay inside some parts of a piece of work only (a fuzz run's requests, not the building of each
 * next case): every 10 ms a timer notes how long its wait really took, from the start of a part to its end; `delay`
 * tells the same figures as withLoopDelay, over all parts.
 */
export function loopDelayMeter(): { during<R>(part: () => Promise<R>): Promise<R>; delay(): LoopDelay } {
  const histogram = createHistogram();
  return {
    async during(part) {
      let last = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = () => {
        const now = performance.now();
        histogram.record(Math.max(1, Math.round((now - last) * 1e6)));
        last = now;
        timer = setTimeout(tick, 10);
      };
      timer = setTimeout(tick, 10);
      try {
        return await part();
      } finally {
        clearTimeout(timer);
      }
    },
    delay: () => loopDelayOf(histogram),
  };
}

/** Starts watching the event loop during one request; the function returned stops and tells the worst delay (ms). */
export function watchLoop(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    histogram.disable();
    return histogram.count > 0 ? Math.round(milliseconds(histogram.max)) : 0;
  };
}

/** The event loop's p99 on a quiet machine, sampled every 10 ms: the interval and a little. */
const QUIET_P99_MS = 20;

/**
 * The fuzz's event-loop budget: p99 under `limitMs` on a quiet machine. Where harmless requests (the controls, measured
 * just before and after the fuzz, in the same way) show that the machine's load alone adds to the delay, the fuzz may
 * add as much on top.
 */
export function loopBudget(limitMs: number, controls: LoopDelay[]): { limitMs: number; reason: string } {
  const load = Math.max(0, ...controls.map((delay) => delay.p99 - QUIET_P99_MS));
  return load === 0
    ? { limitMs, reason: `p99 under ${limitMs} ms` }
    : {
        limitMs: Math.round(limitMs + load),
        reason: `p99 under ${limitMs} ms, plus the ${Math.round(load)} ms the machine's load adds to harmless requests`,
      };
}

/**
 * Sends a request (`send` answers how long it stalled the event loop) and fails when it stalls the loop past
 * STALL_LIMIT_MS three times in a row: a request that blocks the loop does so every time, while a busy machine stalls
 * a request only now and then.
 */
export async function refuseStalls(send: () => Promise<number>, request: RawRequest): Promise<void> {
  const stalls = [await send()];
  while (stalls.at(-1)! > STALL_LIMIT_MS && stalls.length < 3) stalls.push(await send());
  if (stalls.every((stall) => stall > STALL_LIMIT_MS)) {
    throw new Error(`the event loop stalled ${stalls.join(', ')} ms during\n${describeRequest(request)}`);
  }
}
