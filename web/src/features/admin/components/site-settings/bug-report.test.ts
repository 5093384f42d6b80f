import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { ConfigCheck } from '../../../../api/admin/get-config-check';
import { bugReportText } from './bug-report';
import { configChecks } from './config-checks';

const about: AdminAbout = {
  allowSignup: true,
  apiDocs: true,
  apiPort: 9000,
  buildId: 'abc123',
  dbType: 'postgres',
  dbUrl: 'postgresql://larder:secret-password@db:5432/larder',
  defaultGroup: 'Home',
  defaultGroupSlug: 'home',
  defaultHousehold: 'Family',
  defaultHouseholdSlug: 'family',
  demoStatus: false,
  enableOidc: true,
  enableOpenai: false,
  enableOpenaiImageServices: false,
  oidcProviderName: 'OAuth',
  oidcRedirect: false,
  production: true,
  recipeScraperVersion: '15.0.0',
  siteName: 'Larder',
  useDark: false,
  version: 'v2.0.0',
  versionLatest: 'v2.1.0',
};
const check: ConfigCheck = {
  baseUrlSet: false,
  emailReady: false,
  enableOpenai: false,
  isUpToDate: false,
  ldapReady: false,
  oidcReady: false,
};

describe('bugReportText', () => {
  it('lists version, build and database engine, and leaves out the database URL and default group', async () => {
    const t = await i18next.createInstance().init({ lng: 'cimode' });
    const text = bugReportText(t, about, check, true);
    expect(text).toContain('v2.0.0');
    expect(text).toContain('abc123');
    expect(text).toContain('postgres');
    expect(text).not.toContain('secret-password');
    expect(text).not.toContain('postgresql://');
    expect(text).not.toContain('Home');
  });
});

describe('configChecks', () => {
  it('is amber for missing optional parts, red for OIDC switched on but not ready and for an insecure site', () => {
    const status = Object.fromEntries(configChecks(check, about, false).map((row) => [row.id, row.status]));
    expect(status).toEqual({
      upToDate: 'warning',
      secure: 'error',
      baseUrl: 'warning',
      email: 'warning',
      ldap: 'warning',
      oidc: 'error',
      openai: 'warning',
    });
    const all = { baseUrlSet: true, emailReady: true, enableOpenai: true, isUpToDate: true, ldapReady: true, oidcReady: true };
    expect(configChecks(all, about, true).every((row) => row.status === 'ok')).toBe(true);
  });
});
