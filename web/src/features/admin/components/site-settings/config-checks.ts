import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { ConfigCheck } from '../../../../api/admin/get-config-check';

export type CheckStatus = 'ok' | 'warning' | 'error';

export interface ConfigCheckRow {
  id: 'upToDate' | 'secure' | 'baseUrl' | 'email' | 'ldap' | 'oidc' | 'openai';
  status: CheckStatus;
}

/**
 * §8.1 configuration checks, from `GET /api/admin/about/check` and, for the site's security,
 * from the browser (https or a local address is a secure context). Red is what breaks the site
 * (sign-in cookies over plain http, OpenID Connect switched on but not ready); amber is a missing
 * optional part (e-mail, base URL, LDAP, OpenAI, an older version).
 */
export function configChecks(check: ConfigCheck, about: AdminAbout, secureContext: boolean): ConfigCheckRow[] {
  return [
    { id: 'upToDate', status: check.isUpToDate ? 'ok' : 'warning' },
    { id: 'secure', status: secureContext ? 'ok' : 'error' },
    { id: 'baseUrl', status: check.baseUrlSet ? 'ok' : 'warning' },
    { id: 'email', status: check.emailReady ? 'ok' : 'warning' },
    { id: 'ldap', status: check.ldapReady ? 'ok' : 'warning' },
    { id: 'oidc', status: check.oidcReady ? 'ok' : about.enableOidc ? 'error' : 'warning' },
    { id: 'openai', status: check.enableOpenai ? 'ok' : 'warning' },
  ];
}
