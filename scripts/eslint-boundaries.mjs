// The import boundaries of the API's areas and the web's features (decisions 0034, 0035, 0062) as one ESLint rule
// that resolves each relative import against the importing file's folder before judging it: `./../x`, `../../x` from
// a subfolder and `../x` name the same file, so they get the same answer (a pattern matched on the import's text
// let the first two through).
import { dirname, relative, resolve, sep } from 'node:path';

const posix = (path) => path.split(sep).join('/');
const withoutExtension = (path) => path.replace(/\.(js|ts|tsx|jsx)$/, '');

const PUBLIC_INDEX = "Reach another area only through its public index ('../<area>/index.js').";
const BELOW = 'A table references only the tables of an area below its own';
const INDEX_BELOW =
  'An area imports only areas below its own: let the area above call this one, or declare what this area needs and have modules/index.ts give it from above';
const ALL_TABLES = 'Every table at once is for tests only.';
const NO_AREAS = 'The platform imports no area: move what both need to the platform, or let the area register it.';
const ROOT = "The composition root takes the areas from modules/index.js (or an area's own index.js).";
const FEATURE_TO_FEATURE =
  'A feature imports only the shared pieces (components/, api/, hooks/, lib/) and its own files: move what two features use into shared, or compose them in the app shell (app/).';
const FEATURE_TO_SHELL = 'A feature does not import the app shell; the shell imports it.';
const SHARED_UP = 'Shared code (components/, api/, hooks/, lib/) imports no feature and no app shell.';

const PLATFORM_DIRS = ['http', 'jobs', 'db', 'plugins', 'integrations', 'platform'];
const ROOT_FILES = /^(app|main|worker)$|^cli\//;
const SHELL = /^(app|app-routes|router|route-table|main)(\/|$)/;
const SHARED = /^(components|api|hooks|lib|test)\//;

/**
 * What an API file (`from`, relative to apps/api/src, no extension) may import (`to`, likewise), or the message
 * refusing it. `tableReads`: area -> areas whose `<area>.tables.ts` its repositories and seeds may import;
 * `areaOrder`: the areas from the bottom up (an area imports the index of, and its tables reference the tables of,
 * areas below its own only).
 */
function judgeApi(from, to, tableReads, areaOrder) {
  const target = to.match(/^modules\/([^/]+)\/(.+)$/);
  if (PLATFORM_DIRS.some((d) => from.startsWith(`${d}/`)))
    return to.startsWith('modules/') || to === 'modules' ? NO_AREAS : null;
  if (to === 'modules/tables') return ALL_TABLES;
  const own = from.match(/^modules\/([^/]+)\/(.+)$/);
  if (!own) {
    // the composition root and the modules-level files (modules/index.ts, seed.ts, context.ts, …)
    if (from === 'modules/tables') return null; // every table, for tests and scripts
    const rootOrModules = ROOT_FILES.test(from) || /^modules\/[^/]+$/.test(from);
    return rootOrModules && target && target[2] !== 'index' ? ROOT : null;
  }
  if (!target) return null;
  const [, area, file] = own;
  const [, other, path] = target;
  if (other === area) return null;
  const [mine, theirs] = [areaOrder.indexOf(area), areaOrder.indexOf(other)];
  const unlisted = `List the areas '${area}' and '${other}' in AREA_ORDER (eslint.config.js).`;
  if (path === 'index') {
    // every import between areas goes down the order, type-only ones too (decision 0067)
    if (mine < 0 || theirs < 0) return unlisted;
    return theirs < mine ? null : `${INDEX_BELOW} ('${other}' is not below '${area}' in AREA_ORDER).`;
  }
  if (path === `${other}.tables`) {
    const base = file.split('/').pop();
    if (base.endsWith('.tables')) {
      // a foreign key is a fact of the schema; it references a table of an area below (decision 0062)
      if (mine < 0 || theirs < 0) return unlisted;
      return theirs < mine ? null : `${BELOW} ('${other}' is not below '${area}' in AREA_ORDER)`;
    }
    if ((base.endsWith('.repository') || base.endsWith('.seed')) && (tableReads[area] ?? []).includes(other))
      return null;
  }
  return PUBLIC_INDEX;
}

/** What a web file (`from`, relative to apps/web/src) may import (`to`, likewise), or the message refusing it. */
function judgeWeb(from, to) {
  const feature = from.match(/^features\/([^/]+)\//);
  if (feature) {
    const other = to.match(/^features\/([^/]+)(\/|$)/);
    if (other && other[1] !== feature[1]) return FEATURE_TO_FEATURE;
    if (to === 'features') return FEATURE_TO_FEATURE;
    if (SHELL.test(to)) return FEATURE_TO_SHELL;
    return null;
  }
  if (SHARED.test(from) && (/^features(\/|$)/.test(to) || SHELL.test(to))) return SHARED_UP;
  return null;
}

/**
 * `boundaries`, built from `root` (the repository's folder), `tableReads` and `areaOrder` (the areas, bottom first). Judges every relative import,
 * re-export and dynamic import of files under apps/api/src and apps/web/src, after resolving it.
 */
export function boundariesPlugin({ root, tableReads, areaOrder }) {
  const api = resolve(root, 'apps/api/src');
  const web = resolve(root, 'apps/web/src');
  const rule = {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const filename = context.filename;
      const inApi = !posix(relative(api, filename)).startsWith('..');
      const inWeb = !posix(relative(web, filename)).startsWith('..');
      if ((!inApi && !inWeb) || (inApi && /\.test\.ts$/.test(filename))) return {};
      const base = inApi ? api : web;
      const from = withoutExtension(posix(relative(base, filename)));
      const check = (node) => {
        const source = node?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = posix(relative(base, resolve(dirname(filename), source)));
        if (to.startsWith('..')) return;
        const target = withoutExtension(to);
        const message = inApi ? judgeApi(from, target, tableReads, areaOrder) : judgeWeb(from, target);
        if (message) context.report({ node, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
  return { rules: { boundaries: rule } };
}
