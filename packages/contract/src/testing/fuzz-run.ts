/**
 * A run of the services' property-based fuzz tests (services/api/test/fuzz.test.ts,
 * services/identity/test/fuzz.test.ts): its seed, its report, and counts by kind for that report.
 */

/** The run's seed: KOESTER_FUZZ_SEED to replay a run, else a new random one. */
export function fuzzSeed(): number {
  const given = process.env.KOESTER_FUZZ_SEED;
  if (given !== undefined && given.trim() !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`KOESTER_FUZZ_SEED must be an integer, not ${given}`);
    return seed;
  }
  return (Math.random() * 2 ** 31) | 0;
}

/** One line of the fuzz report, straight to the terminal. */
export function report(line: string): void {
  process.stdout.write(`[fuzz] ${line}\n`);
}

/** Counts by key, printed largest first: `201×3 400×12`. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string | number): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
  toString(): string {
    return [...this.counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([key, n]) => `${key}×${n}`)
      .join(' ');
  }
}
