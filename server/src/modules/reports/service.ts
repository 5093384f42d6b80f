import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { toBool, toIso } from '../../platform/time.js';
import {
  deleteReport,
  findReport,
  insertReport,
  insertReportEntry,
  listReports,
  type ReportCategory,
  type ReportRecord,
  type ReportStatus,
  reportEntries,
  setReportStatus,
} from './queries.js';
import type { ReportOut, ReportSummary } from './schemas.js';

const toSummary = (row: ReportRecord): ReportSummary => ({
  timestamp: toIso(row.timestamp)!,
  category: row.category as ReportSummary['category'],
  groupId: row.group_id,
  name: row.name,
  status: row.status as ReportSummary['status'],
  id: row.id,
});

/** Group reports: what a background job did, item by item. Every member of the group sees them. */
export function createReportsService(deps: Deps) {
  const { db } = deps;

  async function reportRow(auth: AuthContext, id: string): Promise<ReportRecord> {
    const row = await findReport(db, auth, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listReports(auth: AuthContext, category: ReportCategory | undefined): Promise<ReportSummary[]> {
      return (await listReports(db, auth, category)).map(toSummary);
    },

    async getReport(auth: AuthContext, id: string): Promise<ReportOut> {
      const row = await reportRow(auth, id);
      const entries = await reportEntries(db, row.id);
      return {
        ...toSummary(row),
        entries: entries.map((e) => ({
          reportId: e.report_id,
          timestamp: toIso(e.timestamp)!,
          success: toBool(e.success),
          message: e.message,
          exception: e.exception,
          id: e.id,
        })),
      };
    },

    async deleteReport(auth: AuthContext, id: string): Promise<void> {
      const row = await reportRow(auth, id);
      await deleteReport(db, auth, row.id);
    },

    // For jobs: the tenant is the caller that started the job (or `systemTenant` of its payload).
    startReport: (tenant: Tenant, name: string, category: ReportCategory) =>
      insertReport(db, tenant, { name, category, status: 'in-progress' }),
    addEntry: (reportId: string, entry: { success: boolean; message: string; exception?: string }) =>
      insertReportEntry(db, reportId, { success: entry.success, message: entry.message, exception: entry.exception ?? '' }),
    finishReport: (reportId: string, status: ReportStatus) => setReportStatus(db, reportId, status),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
