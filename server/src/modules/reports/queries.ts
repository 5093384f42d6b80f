import { inGroup, type Tenant } from '../../platform/access.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export type ReportCategory = 'backup' | 'restore' | 'migration' | 'bulk_import';
export type ReportStatus = 'in-progress' | 'success' | 'failure' | 'partial';

const reportColumns = ['id', 'group_id', 'name', 'status', 'category', 'timestamp'] as const;

/** The group's reports, newest first, optionally of one category. */
export const listReports = (db: Db, tenant: Tenant, category: ReportCategory | undefined) =>
  db
    .selectFrom('group_reports')
    .select(reportColumns)
    .$call(inGroup(tenant))
    .$if(category !== undefined, (q) => q.where('category', '=', category!))
    .orderBy('timestamp', 'desc')
    .orderBy('id')
    .execute();

export type ReportRecord = Awaited<ReturnType<typeof listReports>>[number];

export const findReport = (db: Db, tenant: Tenant, id: string) =>
  db.selectFrom('group_reports').select(reportColumns).$call(inGroup(tenant)).where('id', '=', id).executeTakeFirst();

export const reportEntries = (db: Db, reportId: string) =>
  db
    .selectFrom('report_entries')
    .select(['id', 'report_id', 'success', 'message', 'exception', 'timestamp'])
    .where('report_id', '=', reportId)
    .orderBy('timestamp')
    .orderBy('created_at')
    .execute();

export type ReportEntryRecord = Awaited<ReturnType<typeof reportEntries>>[number];

export async function insertReport(db: Db, tenant: Tenant, values: { name: string; category: ReportCategory; status: ReportStatus }) {
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('group_reports')
    .values({ id, group_id: tenant.groupId, ...values, timestamp: now, created_at: now, update_at: now })
    .execute();
  return id;
}

export const setReportStatus = (db: Db, id: string, status: ReportStatus) =>
  db.updateTable('group_reports').set({ status, update_at: nowIso() }).where('id', '=', id).execute();

export async function insertReportEntry(db: Db, reportId: string, entry: { success: boolean; message: string; exception: string }) {
  const now = nowIso();
  await db
    .insertInto('report_entries')
    .values({ id: crypto.randomUUID(), report_id: reportId, ...entry, timestamp: now, created_at: now, update_at: now })
    .execute();
}

export const deleteReport = (db: Db, tenant: Tenant, id: string) =>
  db.deleteFrom('group_reports').$call(inGroup(tenant)).where('id', '=', id).executeTakeFirst();
