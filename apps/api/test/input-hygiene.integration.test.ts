import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../src/plugins/error-handler.js';
import { createTestApp, type TestApp } from './harness.js';
import { sampleInput } from './sample-input.js';

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000). Please remove it and try again.';

let t: TestApp;
let staff: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
  staff = await t.login('staff.admin');
});
afterAll(() => t.close());

/** The same value with a NUL inside every string it holds. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000x`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (value && typeof value === 'object') return Object.values(value).some(hasString);
  return false;
}

describe('a NUL character in any text', () => {
  it('is a 400 with a message on every route, never a 500', async () => {
    let checked = 0;
    for (const route of t.routes) {
      const token = route.access.kind === 'public' ? null : staff;
      const url = route.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      const body = route.schema.body ? sampleInput(route.schema.body) : null;
      const attempts = [{ query: { search: 'a\u0000b' } }, ...(hasString(body) ? [{ payload: withNul(body) }] : [])];
      for (const attempt of attempts) {
        const res = await t.call(token, { method: route.method as 'GET', url, ...attempt } as never);
        if (res.statusCode === 429) continue; // a rate-limited route refused it before reading it
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(attempt)}: ${res.body}`).toBe(400);
        // the OAuth2 token endpoint answers in OAuth2's own shape (RFC 6749 §5.2), the words in its description
        const body = res.json();
        expect(body.message ?? body.error_description).toBe(NUL_MESSAGE);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('in a login is refused with the message, and the submitted password never reaches the log', async () => {
    const secret = 'Sup3r-Secret-Passw0rd';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/login',
      payload: { username: 'staff.admin\u0000', password: secret },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
    const bearer = await t.call(staff, { method: 'GET', url: '/v2/profile' });
    expect(bearer.statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/v3/login');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(staff);
  });
});

describe('an unexpected error in the log', () => {
  it("keeps the failed query's text but never its parameter values", () => {
    const failed = Object.assign(
      new Error('Failed query: select * from persons where username = $1\nparams: jo,Secret1'),
      {
        query: 'select * from persons where username = $1',
        params: ['jo', 'Secret1'],
        cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).toContain('select * from persons');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('Secret1');
  });
});
