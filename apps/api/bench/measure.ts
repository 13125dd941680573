import autocannon, { type Result } from 'autocannon';

/** What one run measured: answered calls per second, the 99th percentile latency and the failures. */
export interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export interface RunOptions {
  seconds: number;
  connections: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `connections` loops running `work` back to back for `seconds` (or until `work` answers false). */
export async function runLoops(
  { seconds, connections }: RunOptions,
  work: (loop: number) => Promise<unknown>,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let stopped = false;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (!stopped && performance.now() < end) {
        const t0 = performance.now();
        try {
          if ((await work(loop)) === false) stopped = true;
          else latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((performance.now() - started) / 1000), p99: percentile(latencies, 99), errors };
}

/** autocannon for `seconds` at `connections`: answered 2xx per second, p99, and everything that was not a 2xx. */
export function runHttp({ seconds, connections }: RunOptions, opts: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...opts }, (err, r: Result) =>
      err
        ? reject(err)
        : resolve({
            rps: (r.requests.total - r.non2xx) / (r.duration || seconds),
            p99: r.latency.p99,
            errors: r.errors + r.timeouts + r.non2xx,
          }),
    );
  });
}

/** One line of a result: rate (`unit`/s), p99 and errors. */
export const formatMeasured = (m: Measured, unit: string) =>
  `${(m.rps >= 100 ? m.rps.toFixed(0) : m.rps.toFixed(1)).padStart(7)} ${unit}/s p99 ${m.p99.toFixed(1).padStart(7)} ms` +
  (m.errors ? ` (${m.errors} errors)` : '');
