#!/usr/bin/env node
/**
 * The web bundle's budget, checked after `vite build` (see docs/decisions/0018-lazy-routes-and-bundle-budget.md).
 *
 * From the build's manifest (dist/.vite/manifest.json) it takes:
 * - the login page's JS: the entry chunk and every chunk it imports statically (what the browser fetches for
 *   `/#/login` before anything else happens), which must stay within LOGIN_BUDGET;
 * - every other chunk: a lazily loaded page (a dynamic entry) or a chunk shared by such pages, each of which must
 *   stay within CHUNK_BUDGET.
 * For each lazily loaded module it also prints what it needs beyond the login's JS: its chunk and the chunks that
 * chunk imports (for a page: what its first visit downloads, once the shell is loaded).
 *
 * Sizes are gzip at the highest level, as the server sends them (vite.config.ts pre-compresses every file that
 * way; browsers that take brotli get less still). 1 KB = 1,000 bytes, as Vite prints them.
 *
 * It also refuses a build that carries source maps (a .map file, or a sourceMappingURL comment in JS or CSS).
 *
 * Usage: node scripts/bundle-budget.mjs [dist directory]; exits 1 when over budget, 2 when there is no build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

// 205 KB since the payments areas (decision 0018, addendum): the bundler hoists modules several lazy pages share
// into the entry's chunks, so each multi-page area adds a little to the login; splitting those out is a follow-up.
const LOGIN_BUDGET = 205_000;
const CHUNK_BUDGET = 150_000;

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle budget: no ${path.relative(process.cwd(), manifestFile)}; run \`vite build\` first`);
  process.exit(2);
}

/** @type {Record<string, { file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const isJs = (file) => /\.m?js$/.test(file);

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) {
    const data = readFileSync(path.join(dist, file));
    gzipSizes.set(file, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipSizes.get(file);
};

/** The manifest keys of a chunk and of everything it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) {
  console.error(`bundle budget: expected one entry in the manifest, found ${entries.length}`);
  process.exit(2);
}
const loginKeys = staticClosure(entries[0]);
const sum = (keys) =>
  [...keys].reduce((total, key) => total + (isJs(manifest[key].file) ? gzipSize(manifest[key].file) : 0), 0);
const loginSize = sum(loginKeys);

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const label = (key) => manifest[key].src ?? manifest[key].name ?? key;
const rows = [];
const failures = [];

for (const key of [...loginKeys].filter((k) => isJs(manifest[k].file))) {
  rows.push(['login', label(key), manifest[key].file, kb(gzipSize(manifest[key].file)), '']);
}
rows.push(['login', `total (budget ${kb(LOGIN_BUDGET)})`, '', kb(loginSize), '']);
if (loginSize > LOGIN_BUDGET) failures.push(`the login page's JS is ${kb(loginSize)}, over ${kb(LOGIN_BUDGET)}`);

const lazyKeys = Object.keys(manifest).filter((key) => !loginKeys.has(key) && isJs(manifest[key].file));
const byKindThenName = (a, b) =>
  Number(!manifest[a].isDynamicEntry) - Number(!manifest[b].isDynamicEntry) || label(a).localeCompare(label(b));
for (const key of lazyKeys.sort(byKindThenName)) {
  const size = gzipSize(manifest[key].file);
  const kind = manifest[key].isDynamicEntry ? 'lazy' : 'shared';
  const withImports = kind === 'lazy' ? kb(sum([...staticClosure(key)].filter((k) => !loginKeys.has(k)))) : '';
  rows.push([kind, label(key), manifest[key].file, kb(size), withImports]);
  if (size > CHUNK_BUDGET)
    failures.push(`${label(key)} (${manifest[key].file}) is ${kb(size)}, over ${kb(CHUNK_BUDGET)}`);
}

// No source maps leave the build (issue #15): no .map file, and no JS or CSS naming one in a sourceMappingURL comment.
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.relative(dist, path.join(entry.parentPath, entry.name));
  if (file.endsWith('.map')) failures.push(`${file} is a source map; the build must make none`);
  else if (/\.(?:m?js|css)$/.test(file) && readFileSync(path.join(dist, file), 'utf8').includes('sourceMappingURL'))
    failures.push(`${file} names a source map (sourceMappingURL); the build must make none`);
}

const header = ['kind', 'module', 'file', 'gzip', 'with imports'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) => (column >= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
console.log();

if (failures.length > 0) {
  for (const failure of failures) console.error(`bundle budget exceeded: ${failure}`);
  process.exit(1);
}
console.log(
  `bundle budget met: login ${kb(loginSize)} of ${kb(LOGIN_BUDGET)}; every other chunk within ${kb(CHUNK_BUDGET)}`,
);
