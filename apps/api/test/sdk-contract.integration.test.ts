import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_KEY_PERMISSIONS } from '@portico/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The provider's official Go SDK (megaportgo, unmodified, in `shared/sdk/megaportgo` beside the checkout) drives
 * Portico: `sdk-go/main.go` is a program written against it that makes, through the SDK itself, every call of
 * port.go, vxc.go, mcr.go, mve.go, product.go, location.go and ix.go that the portal serves, against this app
 * listening on a port, with an API key a company admin made. Reading the SDK's code missed that it sends an empty
 * JSON body on its lock, delete and restore; only running it says that it works (decision 0063).
 *
 * It needs Go and the SDK's two dependencies from Debian (`.ci/run` installs them, as it installs chromium). Where
 * `shared/` is missing (a checkout on its own), the test says so and skips; where `shared/` is there but Go is not,
 * it fails rather than pass unseen. It runs on PostgreSQL (the run with DATABASE_URL, which `npm test` requires it to
 * pass): what the SDK checks is the HTTP surface, the same on either database, and its two minutes of Go build and
 * calls are spent once, not twice.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const SDK = [path.resolve(repo, '../shared/sdk/megaportgo'), '/work/shared/sdk/megaportgo'].find((dir) =>
  existsSync(path.join(dir, 'go.mod')),
);
const GOCODE = '/usr/share/gocode/src';
const run = promisify(execFile);

/** The calls the program makes, in the order each first appears (its own names, plus what the step checks). */
const CALLS = [
  'New',
  'Authorize',
  'ListLocations',
  'GetLocationByID',
  'ValidatePortOrder',
  'BuyPort',
  'GetPort',
  'ListPorts',
  'ModifyPort',
  'LockPort',
  'UnlockPort',
  'CheckPortVLANAvailability',
  'ValidateVXCOrder',
  'BuyVXC',
  'GetVXC',
  'UpdateVXC',
  'ListVXCs',
  'DeletePort now, safe, refused while a VXC runs on it',
  'DeleteVXC',
  'RestoreProduct',
  'DeleteVXC now',
  'ValidateMCROrder',
  'BuyMCR',
  'GetMCR',
  'ListMCRs',
  'ModifyMCR',
  'DeleteMCR at the end of the term, refused by the SDK',
  'DeleteMCR now, safe',
  'RestoreMCR',
  'ListMVEImages',
  'ListAvailableMVESizes',
  'ValidateMVEOrder',
  'BuyMVE',
  'GetMVE',
  'ListMVEs',
  'ModifyMVE',
  'DeleteMVE',
  'ValidateIXOrder',
  'BuyIX',
  'GetIX',
  'UpdateIX',
  'ListIXs',
  'DeleteIX',
  'ListProducts',
  'GetProductType',
  'ModifyProduct',
  'ManageProductLock lock',
  'ManageProductLock unlock',
  'DeleteProduct at the end of the term',
  'DeletePort at the end of the term, refused by the SDK',
  'DeleteProduct at the end of the term, safe',
  'RestorePort',
  'DeletePort now, safe',
  'DeletePort now',
  'done',
];

type Line = { call: string; ok: boolean; error?: string; detail?: string };

/** Builds the program in a module of its own whose `replace` lines point at the SDK and Debian's Go sources. */
async function buildProgram(sdk: string): Promise<string> {
  const dir = path.join(tmpdir(), 'portico-sdk-contract');
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(here, 'sdk-go/main.go'), path.join(dir, 'main.go'));
  writeFileSync(
    path.join(dir, 'go.mod'),
    [
      'module portico.test/sdkcontract',
      '',
      'go 1.21',
      '',
      'require (',
      '\tgithub.com/megaport/megaportgo v1.14.1',
      '\tgithub.com/lithammer/fuzzysearch v1.1.8',
      '\tgolang.org/x/text v0.14.0',
      ')',
      '',
      `replace github.com/megaport/megaportgo => ${sdk}`,
      `replace github.com/lithammer/fuzzysearch => ${GOCODE}/github.com/lithammer/fuzzysearch`,
      `replace golang.org/x/text => ${GOCODE}/golang.org/x/text`,
      '',
    ].join('\n'),
  );
  const env = { ...process.env, GOTOOLCHAIN: 'local', GOPROXY: 'off', GOSUMDB: 'off', GOFLAGS: '-mod=mod' };
  await run('go', ['build', '-o', 'sdk-contract', '.'], { cwd: dir, env, timeout: 240_000 });
  return path.join(dir, 'sdk-contract');
}

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

describe.skipIf(!SDK || !ON_POSTGRES)('the official Go SDK against Portico', () => {
  let t: TestApp;
  let lines: Line[] = [];

  beforeAll(async () => {
    const [program, app] = await Promise.all([buildProgram(SDK!), createTestApp({ PROVISIONING_STEP_SECONDS: '0' })]);
    t = app;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = await t.login('acme.admin');
    const key = await t.call(admin, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { name: 'sdk contract', permissions: [...API_KEY_PERMISSIONS] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const { keyId, secret } = key.json().data as { keyId: string; secret: string };
    const { stdout } = await run(program, [], {
      env: { ...process.env, PORTICO_URL: address, PORTICO_KEY_ID: keyId, PORTICO_KEY_SECRET: secret },
      timeout: 180_000,
    });
    lines = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);
  }, 400_000);
  afterAll(() => t?.close());

  it('makes every call the portal serves, and each one works as the SDK expects', () => {
    const failed = lines.filter((l) => !l.ok);
    expect(failed, JSON.stringify(failed, null, 1)).toEqual([]);
    expect([...new Set(lines.map((l) => l.call))]).toEqual(CALLS);
  });
});

describe.skipIf(SDK)('the official Go SDK against Portico (shared/sdk missing)', () => {
  it.skip('is skipped: shared/sdk/megaportgo is not beside this checkout', () => {});
});

describe.skipIf(!SDK || ON_POSTGRES)('the official Go SDK against Portico (embedded database)', () => {
  it.skip('runs on PostgreSQL only: the SDK checks the HTTP surface, the same on either database', () => {});
});
