import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
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

/** CPU seconds used so far by this machine's PostgreSQL server processes (Linux `/proc`; 0 where none is visible). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // utime and stime, the 14th and 15th fields, after the command's closing parenthesis
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return ticks / 100;
}

/**
 * Runs `work` and says where the CPU went per unit of what it did (`count` of them): this process (the API and the
 * benchmark's own client, which run in it) and the local PostgreSQL server. The cores are the limit of every run
 * here, so the split says which side a change must make cheaper.
 */
export async function cpuPer<T extends Measured>(
  count: (measured: T) => number,
  work: () => Promise<T>,
): Promise<{ measured: T; line: string }> {
  const node0 = process.cpuUsage();
  const postgres0 = postgresCpuSeconds();
  const measured = await work();
  const node = process.cpuUsage(node0);
  const postgres = postgresCpuSeconds() - postgres0;
  const n = Math.max(1, count(measured));
  const ms = (seconds: number) => ((seconds * 1000) / n).toFixed(2);
  return {
    measured,
    line: `CPU each: this process ${ms((node.user + node.system) / 1e6)} ms, PostgreSQL ${postgres > 0 ? `${ms(postgres)} ms` : 'not seen'}`,
  };
}

/**
 * A caller of one API over kept-alive connections (`connections` of them) with node's own HTTP client: the benchmark's
 * client runs in the API's process, and `fetch` (WHATWG streams over undici) took 15 % of that process's CPU in a run
 * of orders, which the API's own work then had not.
 */
export function keptAliveCaller(base: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}
