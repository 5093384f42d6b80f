import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { ReportIdParams, ReportListQuery, ReportOut, ReportSummary } from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const tags = ['Groups: Reports'];
const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/groups/reports: the group's job reports (bulk import, migrations, backups). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;

  app.get(
    '',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getAllReports',
        tags,
        security,
        querystring: ReportListQuery,
        response: { 200: z.array(ReportSummary), ...errors },
      },
    },
    (request) => reports.listReports(authOf(request), request.query.report_type),
  );
  app.get(
    '/:id',
    {
      onRequest: requireUser,
      schema: { operationId: 'getOneReport', tags, security, params: ReportIdParams, response: { 200: ReportOut, ...errors } },
    },
    (request) => reports.getReport(authOf(request), request.params.id),
  );
  app.delete(
    '/:id',
    {
      onRequest: requireUser,
      schema: { operationId: 'deleteOneReport', tags, security, params: ReportIdParams, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await reports.deleteReport(authOf(request), request.params.id);
      return { message: 'Report deleted', error: false };
    },
  );
};
