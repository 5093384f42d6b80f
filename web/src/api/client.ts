import { getStoredToken } from '../lib/auth/token-storage';
import { emitUnauthorized } from '../lib/auth/unauthorized-events';
import { claimEarlyRead } from '../lib/early-reads';
import { getCurrentLocale, i18n } from '../lib/i18n/i18n';
import { dismissStaleErrors, notificationMark, notify } from '../lib/notifications/notifications-store';
import { createApiClient } from './create-api-client';
import { apiErrorMessage } from './error-messages';

/** The one API client of the app. */
export const apiClient = createApiClient({
  // The server's render of a page (src/entry-server.tsx) imports the client but never calls it.
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  // Looked up per call so that a test can stub the global fetch. A read the HTML's entry started
  // for this request answers it (lib/early-reads.ts).
  fetch: (request) => claimEarlyRead(request, (again) => globalThis.fetch(again)) ?? globalThis.fetch(request),
  getToken: getStoredToken,
  getLocale: getCurrentLocale,
  notify: (type, message) => notify[type](message),
  errorMessage: (status, body) => apiErrorMessage(status, body, (key, options) => i18n.t(key, options)),
  networkErrorMessage: () => i18n.t('common.errors.offline'),
  onUnauthorized: emitUnauthorized,
  notificationMark,
  dismissStaleErrors,
});
