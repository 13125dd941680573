import { session } from '../lib/auth/session';
import { createApiClient } from './client';
import { errorStore } from './error-store';

export { isApiError, messageOf } from './client';

/** The app's client: the session's bearer token on every call, failures in the shared banner. */
export const api = createApiClient({
  getToken: () => session.token(),
  onUnauthorized(token) {
    // A late 401 from a request made with an older token must not end a newer session.
    if (session.token() === token) session.end('expired');
  },
  onError: (message) => errorStore.report(message),
});
