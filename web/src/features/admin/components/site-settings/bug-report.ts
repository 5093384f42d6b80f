import type { TFunction } from 'i18next';
import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { ConfigCheck } from '../../../../api/admin/get-config-check';

/**
 * §8.1 the plain text an administrator pastes into a bug report: version, build and
 * configuration, and each check as yes/no. The database URL and the default group are left out
 * (the URL can carry a password).
 */
export function bugReportText(t: TFunction, about: AdminAbout, check: ConfigCheck, secureContext: boolean): string {
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const lines: [string, string][] = [
    [t('admin.siteSettings.about.version'), about.version],
    [t('admin.siteSettings.about.build'), about.buildId],
    [
      t('admin.siteSettings.about.mode'),
      about.production ? t('admin.siteSettings.about.production') : t('admin.siteSettings.about.development'),
    ],
    [t('admin.siteSettings.about.demo'), yesNo(about.demoStatus)],
    [t('admin.siteSettings.about.apiPort'), String(about.apiPort)],
    [t('admin.siteSettings.about.apiDocs'), yesNo(about.apiDocs)],
    [t('admin.siteSettings.about.database'), about.dbType],
    [t('admin.siteSettings.about.defaultHousehold'), about.defaultHousehold],
    [t('admin.siteSettings.about.scraper'), about.recipeScraperVersion],
    [t('admin.siteSettings.bugReport.upToDate'), yesNo(check.isUpToDate)],
    [t('admin.siteSettings.bugReport.secure'), yesNo(secureContext)],
    [t('admin.siteSettings.bugReport.baseUrl'), yesNo(check.baseUrlSet)],
    [t('admin.siteSettings.bugReport.email'), yesNo(check.emailReady)],
    [t('admin.siteSettings.bugReport.ldap'), yesNo(check.ldapReady)],
    [t('admin.siteSettings.bugReport.oidc'), yesNo(check.oidcReady)],
    [t('admin.siteSettings.bugReport.openai'), yesNo(check.enableOpenai)],
  ];
  return [t('admin.siteSettings.bugReport.heading'), ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
}
