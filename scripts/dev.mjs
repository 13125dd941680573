// `npm run dev`: the API with reload on change (tsx watch) and the web app through Vite's dev server with
// hot module replacement; Vite proxies API paths to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portico/web'], { stdio: 'inherit' }),
];
console.log(`\n  Portico dev: open http://localhost:5173 (API on http://localhost:${process.env.PORT ?? 3000})\n`);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
