import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useReport } from '../../api/reports/get-report';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { ReportView } from '../../features/reports/components/report-view';

/** `/group/reports/:reportId`: one job report (screens.md §6.4). */
export function Component() {
  const { t } = useTranslation();
  const reportId = useParams().reportId ?? '';
  const report = useReport(reportId);
  if (report.isLoading) return <PageLoader />;
  if (!report.data) {
    return (
      <Page title={t('reports.title')} subtitle={t('reports.notFound')}>
        {null}
      </Page>
    );
  }
  return (
    <Page title={report.data.name} subtitle={t('reports.id', { id: report.data.id })} width="medium">
      <ReportView report={report.data} />
    </Page>
  );
}
