import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { errorStore } from '../api/error-store';
import { session } from '../lib/auth/session';

// CI runs the component tests beside four PostgreSQL API shards on two cores; a debounced search can take longer than
// testing-library's default second to show its options there. A found element still resolves the moment it appears.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals, testing-library cannot register its own cleanup. Test files share their worker's modules
// (isolate: false), so what a test leaves in the app's singletons — the session, the error banner, the address — is cleared too.
afterEach(() => {
  cleanup();
  session.end('logout');
  session.clearEndReason();
  errorStore.clear();
  window.location.hash = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
