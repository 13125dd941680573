import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// `npm run dev` passes the API's port through, so the proxy follows PORT.
const API_ORIGIN = `http://localhost:${process.env.PORT ?? '3000'}`;
/** Every path the API answers; the web app itself lives at `/` with hash routes, so nothing else needs proxying. */
const API_PREFIXES = ['/v2', '/v3', '/secure', '/public', '/mobile', '/health', '/docs', '/simulator'];

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|webmanifest)$/;

/**
 * Writes `x.br` and `x.gz` next to every compressible file of the build, at the highest levels (done once here
 * rather than on every request), so the API serves them with @fastify/static's `preCompressed`. A variant that is
 * not smaller than the original is left out, and the server then falls back to the plain file.
 */
function preCompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portico:pre-compress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build may have written nothing: let its own error show rather than this one.
      if (!existsSync(outDir)) return;
      // .vite holds the build's manifest, which is not served.
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          if (name === '.vite') return [];
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const data = readFileSync(file);
        const br = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
        if (br.length < data.length) writeFileSync(`${file}.br`, br);
        if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

const ZOD_JITLESS = 'virtual:portico/zod-jitless';

/**
 * The API's Content-Security-Policy refuses eval (script-src 'self'). Zod 4 probes for it once with `new Function`
 * to compile faster parsers; the probe is caught, but Chromium still reports a policy violation. Jitless mode skips
 * the probe. It is set in a module that main.tsx imports before anything else, so it is in place before any schema
 * parses (see docs/decisions/0015-security-headers.md).
 */
function zodWithoutEval(): Plugin {
  const resolved = `\0${ZOD_JITLESS}`;
  return {
    name: 'portico:zod-jitless',
    resolveId: (id) => (id === ZOD_JITLESS ? resolved : null),
    load: (id) => (id === resolved ? "import { z } from 'zod';\nz.config({ jitless: true });\n" : null),
    transform(code, id) {
      // Prepended on the first line, so the source map of main.tsx stays line-accurate.
      if (/[\\/]src[\\/]main\.tsx$/.test(id)) return { code: `import '${ZOD_JITLESS}';${code}`, map: null };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), zodWithoutEval(), preCompress()],
  // The workspace packages are TypeScript sources; `source` lets Vite compile them directly instead of needing their dist.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the built app is what is served, in demo and production alike, and a map would hand out the
    // sources (issue #15). The server's own stack traces use `node --enable-source-maps` on the API's build.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/bundle-budget.mjs (not served).
    manifest: true,
    rolldownOptions: {
      // The workspace packages only declare (schemas, endpoints, rules): a module none of whose exports is used is
      // left out, so the login does not carry every area's schemas through the packages' index files.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases. Only what the
        // entry (the login page) imports goes into them (`$initial`): the rest of a library, used by the other
        // routes alone, is loaded with them (docs/decisions/0018-lazy-routes-and-bundle-budget.md).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/,
              tags: ['$initial'],
            },
            // Zod's jitless switch travels with the libraries: the shared chunks the entry imports run before the
            // entry's own body, and one of them parses the stored session at load — before a switch in the entry.
            { name: 'vendor', test: /node_modules[\\/]|zod-jitless/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
});
