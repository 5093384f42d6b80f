import { useTranslation } from 'react-i18next';
import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { AppStatistics } from '../../../../api/admin/get-app-statistics';
import { SummaryList } from '../../../../components/ui/summary-list/summary-list';

/** §8.1 about this server (`/api/admin/about`) and what it holds (`/api/admin/about/statistics`). */
export function AdminAboutList({ about, statistics }: { about: AdminAbout; statistics?: AppStatistics }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const items = [
    { label: t('admin.siteSettings.about.version'), value: about.version },
    { label: t('admin.siteSettings.about.build'), value: about.buildId },
    {
      label: t('admin.siteSettings.about.mode'),
      value: about.production ? t('admin.siteSettings.about.production') : t('admin.siteSettings.about.development'),
    },
    { label: t('admin.siteSettings.about.demo'), value: yesNo(about.demoStatus) },
    { label: t('admin.siteSettings.about.apiPort'), value: String(about.apiPort) },
    { label: t('admin.siteSettings.about.apiDocs'), value: yesNo(about.apiDocs) },
    { label: t('admin.siteSettings.about.database'), value: about.dbType },
    ...(about.dbUrl ? [{ label: t('admin.siteSettings.about.databaseUrl'), value: about.dbUrl }] : []),
    { label: t('admin.siteSettings.about.defaultGroup'), value: about.defaultGroup },
    { label: t('admin.siteSettings.about.defaultHousehold'), value: about.defaultHousehold },
    { label: t('admin.siteSettings.about.scraper'), value: about.recipeScraperVersion },
    { label: t('admin.siteSettings.about.signup'), value: yesNo(about.allowSignup) },
    ...(statistics
      ? [
          { label: t('admin.siteSettings.about.recipes'), value: String(statistics.totalRecipes) },
          { label: t('admin.siteSettings.about.users'), value: String(statistics.totalUsers) },
          { label: t('admin.siteSettings.about.households'), value: String(statistics.totalHouseholds) },
          { label: t('admin.siteSettings.about.groups'), value: String(statistics.totalGroups) },
          { label: t('admin.siteSettings.about.uncategorized'), value: String(statistics.uncategorizedRecipes) },
          { label: t('admin.siteSettings.about.untagged'), value: String(statistics.untaggedRecipes) },
        ]
      : []),
  ];
  return <SummaryList label={t('admin.siteSettings.about.title')} items={items} />;
}
