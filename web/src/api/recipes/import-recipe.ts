import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { fileExtension, multipart } from '../multipart';
import { type MutationConfig, useApiMutation } from '../mutation';
import { organizerKeys } from '../organizers/keys';
import { getReport, type ReportOut } from '../reports/get-report';
import { reportKeys } from '../reports/keys';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

/**
 * The single-recipe imports (`POST /api/recipes/create/…`). Each answers the new recipe's slug.
 * New tags and categories may be created from the source's keywords, so they are read again too.
 */
const IMPORTED = [recipeKeys.all, organizerKeys.all];

export const urlImportSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'common.validation.required')
    .refine((value) => /https?:\/\/|www\./i.test(value), 'recipeImport.url.invalidUrl'),
  includeTags: z.boolean(),
  stayInEditMode: z.boolean(),
  parseIngredients: z.boolean(),
});
export type UrlImportInput = z.infer<typeof urlImportSchema>;

export interface ImportFromUrlInput {
  url: string;
  includeTags: boolean;
  parseIngredients: boolean;
}

/** `POST /api/recipes/create/url`: a recipe scraped from a web page. */
export async function importRecipeFromUrl(input: ImportFromUrlInput): Promise<string> {
  return unwrap(await apiClient.POST('/api/recipes/create/url', { body: input }));
}

export function useImportRecipeFromUrl({ mutationConfig }: { mutationConfig?: MutationConfig<ImportFromUrlInput, string> } = {}) {
  return useApiMutation(importRecipeFromUrl, IMPORTED, mutationConfig);
}

export const dataImportSchema = z.object({
  data: z.string().trim().min(1, 'common.validation.required'),
  url: z.string().trim(),
  includeTags: z.boolean(),
  stayInEditMode: z.boolean(),
  parseIngredients: z.boolean(),
});
export type DataImportInput = z.infer<typeof dataImportSchema>;

export interface ImportFromDataInput {
  data: string;
  url?: string;
  includeTags: boolean;
  parseIngredients: boolean;
}

/** `POST /api/recipes/create/html-or-json`: a page's HTML or a schema.org Recipe as JSON. */
export async function importRecipeFromData(input: ImportFromDataInput): Promise<string> {
  return unwrap(await apiClient.POST('/api/recipes/create/html-or-json', { body: { ...input, url: input.url || null } }));
}

export function useImportRecipeFromData({ mutationConfig }: { mutationConfig?: MutationConfig<ImportFromDataInput, string> } = {}) {
  return useApiMutation(importRecipeFromData, IMPORTED, mutationConfig);
}

export interface ImportFromImageInput {
  file: File;
  translateLanguage?: string;
}

/** `POST /api/recipes/create/image[?translateLanguage=]` as multipart `images` + `extension`. */
export async function importRecipeFromImage({ file, translateLanguage }: ImportFromImageInput): Promise<string> {
  return unwrap(
    await apiClient.POST('/api/recipes/create/image', {
      params: { query: translateLanguage ? { translateLanguage } : {} },
      ...multipart({ images: file, extension: fileExtension(file.name, 'jpg') }),
    }),
  );
}

export function useImportRecipeFromImage({ mutationConfig }: { mutationConfig?: MutationConfig<ImportFromImageInput, string> } = {}) {
  return useApiMutation(importRecipeFromImage, IMPORTED, mutationConfig);
}

export interface ImportFromZipInput {
  file: File;
}

export interface ZipImportResult {
  /** The first imported recipe (Mealie's answer). */
  slug: string;
  /** The import's report, one entry per recipe of the archive; null from a server that sends none. */
  report: ReportOut | null;
}

/** Larder's header with the id of the zip import's report. */
const REPORT_ID_HEADER = 'x-larder-report-id';

/** `POST /api/recipes/create/zip` as multipart `archive`: every recipe of an archive exported from Larder or Mealie. */
export async function importRecipeFromZip({ file }: ImportFromZipInput): Promise<ZipImportResult> {
  const result = await apiClient.POST('/api/recipes/create/zip', { ...multipart({ archive: file }) });
  const slug = unwrap(result);
  const reportId = result.response.headers.get(REPORT_ID_HEADER);
  return { slug, report: reportId ? await getReport(reportId) : null };
}

export function useImportRecipeFromZip({ mutationConfig }: { mutationConfig?: MutationConfig<ImportFromZipInput, ZipImportResult> } = {}) {
  return useApiMutation(importRecipeFromZip, [...IMPORTED, reportKeys.all], mutationConfig);
}
