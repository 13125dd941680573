import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `npm run dev` passes the API's port through, so the proxy follows PORT.
const API_ORIGIN = `http://localhost:${process.env.PORT ?? '3000'}`;
/** Every path the API answers; the web app itself lives at `/` with hash routes, so nothing else needs proxying. */
const API_PREFIXES = ['/v2', '/v3', '/secure', '/public', '/mobile', '/health', '/docs', '/simulator'];

export default defineConfig({
  plugins: [react()],
  // The workspace packages are TypeScript sources; `source` lets Vite compile them directly instead of needing their dist.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
