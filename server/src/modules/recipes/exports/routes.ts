import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { ErrorBody, SuccessResponse } from '../../../platform/schemas.js';
import { acceptMultipart } from '../media/multipart.js';
import {
  AssignCategories,
  AssignSettings,
  AssignTags,
  DeleteRecipes,
  ExportIdParams,
  ExportPathQuery,
  ExportQuery,
  ExportRecipes,
  FileTokenResponse,
  FormatResponse,
  GroupDataExport,
  RecipeSlugParams,
  RecipeZipTokenResponse,
  RecipeZipUpload,
  ShareTokenParams,
  ZipTokenQuery,
} from './schemas.js';
import type { ExportFile } from './service.js';

/** The header that carries the zip import's report id. */
export const REPORT_ID_HEADER = 'x-larder-report-id';

const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const exportTags = ['Recipe: Exports'];
const bulkTags = ['Recipe: Bulk Actions'];
const fileResponse = { 200: z.unknown().describe('The file'), ...errors };

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(Buffer.from(file.data));
}

/** Recipe exports, the zip import, bulk actions and /api/utils/download; registered under /api. */
export const recipeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptMultipart(app);
  const { recipeExports, recipeBulk } = app.services;

  app.get(
    '/recipes/exports',
    {
      onRequest: requireUser,
      schema: { operationId: 'getRecipeFormatsAndTemplates', tags: exportTags, security, response: { 200: FormatResponse, ...errors } },
    },
    () => recipeExports.formats(),
  );
  app.get(
    '/recipes/:slug/exports',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getRecipeAsFormat',
        tags: exportTags,
        security,
        params: RecipeSlugParams,
        querystring: ExportQuery,
        response: fileResponse,
      },
    },
    async (request, reply) =>
      sendFile(reply, await recipeExports.exportRecipe(authOf(request), request.params.slug, request.query.template_name)),
  );
  app.post(
    '/recipes/:slug/exports',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getRecipeZipToken',
        tags: exportTags,
        security,
        params: RecipeSlugParams,
        response: { 200: RecipeZipTokenResponse, ...errors },
      },
    },
    (request) => recipeExports.createZipToken(authOf(request), request.params.slug),
  );
  app.get(
    '/recipes/:slug/exports/zip',
    {
      schema: {
        operationId: 'getRecipeAsZip',
        tags: exportTags,
        params: RecipeSlugParams,
        querystring: ZipTokenQuery,
        response: fileResponse,
      },
    },
    async (request, reply) => sendFile(reply, await recipeExports.zipForToken(request.params.slug, request.query.token)),
  );
  app.get(
    '/recipes/shared/:tokenId/zip',
    { schema: { operationId: 'getSharedRecipeAsZip', tags: exportTags, params: ShareTokenParams, response: fileResponse } },
    async (request, reply) => sendFile(reply, await recipeExports.zipForShareToken(request.params.tokenId)),
  );
  app.post(
    '/recipes/create/zip',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createRecipeFromZip',
        description: `Imports every recipe of a Mealie or Larder recipe archive; answers the first one's slug, and the id of the report (one entry per recipe) in the \`${REPORT_ID_HEADER}\` header. Another app's export is refused with 400 naming its migration (\`detail.migrationType\`).`,
        tags: ['Recipe: Create'],
        security,
        consumes: ['multipart/form-data'],
        body: RecipeZipUpload,
        response: { 201: z.string(), 413: ErrorBody, 415: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, reportId } = await recipeExports.importZip(authOf(request), request.body.archive.data);
      // Mealie answers the (first) new slug as a JSON string; Fastify would send a bare string as text.
      // Larder adds the report of the whole archive, one entry per recipe, in a header Mealie clients ignore.
      return reply.code(201).header(REPORT_ID_HEADER, reportId).type('application/json').send(JSON.stringify(slug));
    },
  );

  const bulkRoute = { onRequest: requireUser, config: { camelCaseBody: true } };
  app.post(
    '/recipes/bulk-actions/tag',
    {
      ...bulkRoute,
      schema: { operationId: 'bulkTagRecipes', tags: bulkTags, security, body: AssignTags, response: { 200: z.null(), ...errors } },
    },
    async (request) => {
      await recipeBulk.assignTags(authOf(request), request.body.recipes, request.body.tags);
      return null;
    },
  );
  app.post(
    '/recipes/bulk-actions/categorize',
    {
      ...bulkRoute,
      schema: {
        operationId: 'bulkCategorizeRecipes',
        tags: bulkTags,
        security,
        body: AssignCategories,
        response: { 200: z.null(), ...errors },
      },
    },
    async (request) => {
      await recipeBulk.assignCategories(authOf(request), request.body.recipes, request.body.categories);
      return null;
    },
  );
  app.post(
    '/recipes/bulk-actions/settings',
    {
      ...bulkRoute,
      schema: {
        operationId: 'bulkSettingsRecipes',
        tags: bulkTags,
        security,
        body: AssignSettings,
        response: { 200: z.null(), ...errors },
      },
    },
    async (request) => {
      await recipeBulk.assignSettings(authOf(request), request.body.recipes, request.body.settings);
      return null;
    },
  );
  app.post(
    '/recipes/bulk-actions/delete',
    {
      ...bulkRoute,
      schema: { operationId: 'bulkDeleteRecipes', tags: bulkTags, security, body: DeleteRecipes, response: { 200: z.null(), ...errors } },
    },
    async (request) => {
      await recipeBulk.deleteRecipes(authOf(request), request.body.recipes);
      return null;
    },
  );
  app.post(
    '/recipes/bulk-actions/export',
    {
      ...bulkRoute,
      schema: { operationId: 'bulkExportRecipes', tags: bulkTags, security, body: ExportRecipes, response: { 202: z.null(), ...errors } },
    },
    async (request, reply) => {
      await recipeBulk.exportRecipes(authOf(request), request.body.recipes);
      reply.code(202);
      return null;
    },
  );
  app.get(
    '/recipes/bulk-actions/export',
    {
      onRequest: requireUser,
      schema: { operationId: 'getExportedData', tags: bulkTags, security, response: { 200: z.array(GroupDataExport), ...errors } },
    },
    (request) => recipeBulk.listExports(authOf(request)),
  );
  app.get(
    '/recipes/bulk-actions/export/download',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getExportedDataToken',
        tags: bulkTags,
        security,
        querystring: ExportPathQuery,
        response: { 200: FileTokenResponse, ...errors },
      },
    },
    (request) => recipeBulk.exportDownloadToken(authOf(request), request.query.path),
  );
  app.get(
    '/recipes/bulk-actions/export/:exportId/download',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getExportedDataTokenById',
        tags: bulkTags,
        security,
        params: ExportIdParams,
        response: { 200: FileTokenResponse, ...errors },
      },
    },
    (request) => recipeBulk.exportDownloadTokenById(authOf(request), request.params.exportId),
  );
  app.delete(
    '/recipes/bulk-actions/export/purge',
    {
      onRequest: requireUser,
      schema: { operationId: 'purgeExportData', tags: bulkTags, security, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      const count = await recipeBulk.purgeExports(authOf(request));
      return { message: `${count} exports deleted`, error: false };
    },
  );

  app.get(
    '/utils/download',
    { schema: { operationId: 'downloadFile', tags: ['Utils'], querystring: ZipTokenQuery, response: fileResponse } },
    async (request, reply) => {
      const file = await recipeBulk.download(request.query.token);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
    },
  );
};
