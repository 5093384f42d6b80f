import type { ScrapedRecipe } from '@larder/scraper';
import { memberScope, systemTenant } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { AppError, isError } from '../../../platform/errors.js';
import { bulkImportEvent } from '../../../platform/events/types.js';
import type { JobContext } from '../../../platform/jobs/runner.js';
import { withTransaction } from '../../../platform/transactions.js';
import type { ParserService } from '../../parser/service.js';
import type { ReportsService } from '../../reports/service.js';
import type { UploadedFile } from '../media/multipart.js';
import type { RecipeMediaService } from '../media/service.js';
import type { RecipesService } from '../service.js';
import { readRecipePhoto } from './from-image.js';
import { fetchPage, pastedAsHtml, scrapeOrFail, urlIn } from './page.js';
import { parseIngredientLines } from './parse-ingredients.js';
import { findMember } from './queries.js';
import type { CreateRecipeBulk, ScrapeRecipeData } from './schemas.js';
import { toRecipeInput } from './to-recipe.js';
import { readRecipeWithOpenAi } from './with-openai.js';

// Relative image links in pasted HTML without an address resolve against this, and are then dropped.
const NO_ADDRESS_BASE = 'https://pasted.invalid/';

interface SaveOptions {
  includeTags: boolean;
  parseIngredients: boolean;
  orgURL: string | null;
  tags?: CreateRecipeBulk['tags'];
  categories?: CreateRecipeBulk['categories'];
  /** Runs in the transaction that saves the recipe, so what it records exists exactly when the recipe does. */
  onSaved?: (recipe: { name: string }) => Promise<void>;
}

/** The queued job behind POST /api/recipes/create/url/bulk. */
export const BULK_IMPORT_JOB = 'recipe-bulk-import';

/** Who started a bulk import and what to import; the job rebuilds the caller's scope from it. */
export interface BulkImportPayload {
  reportId: string;
  userId: string;
  groupId: string;
  householdId: string;
  imports: CreateRecipeBulk[];
}

const runStatus = (imported: number, total: number) => (imported === total ? 'success' : imported === 0 ? 'failure' : 'partial');

/** The text of an error for a report entry: our own errors' message, else the error's. */
export function errorText(error: unknown): string {
  if (error instanceof AppError) {
    const detail = error.detail;
    if (typeof detail === 'string') return detail;
    const message = (detail as { message?: unknown }).message;
    return typeof message === 'string' ? message : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Recipe import: from a web address, pasted HTML or JSON, a photo (OpenAI-compatible vision model)
 * or many addresses in the background. Pages are fetched through the SSRF-safe fetcher, read by
 * the scraper library and saved with createRecipe; the page's image is downloaded and stored.
 */
export function createRecipeImportService(
  deps: Deps,
  services: {
    recipes: Pick<RecipesService, 'createRecipe'>;
    recipeMedia: Pick<RecipeMediaService, 'updateRecipeImageFromUrl' | 'updateRecipeImage'>;
    reports: Pick<ReportsService, 'startReport' | 'addEntry' | 'finishReport' | 'getReport'>;
    parser: Pick<ParserService, 'parseIngredientsAsWritten'>;
  },
) {
  const { recipes, recipeMedia, reports, parser } = services;

  async function save(auth: AuthContext, scraped: ScrapedRecipe, options: SaveOptions): Promise<{ slug: string; name: string }> {
    const input = toRecipeInput(scraped, { includeTags: options.includeTags, orgURL: options.orgURL });
    if (options.tags?.length) input.tags = [...(input.tags ?? []), ...options.tags];
    if (options.categories?.length) input.recipeCategory = [...(input.recipeCategory ?? []), ...options.categories];
    if (options.parseIngredients && input.recipeIngredient?.length) {
      input.recipeIngredient = await parseIngredientLines(parser, auth, input.recipeIngredient);
      // Parsed amounts are meant to be shown and scaled.
      input.settings = { disableAmount: false };
    }
    const recipe = await withTransaction(deps.db, async () => {
      const created = await recipes.createRecipe(auth, input, { importing: true });
      await options.onSaved?.({ name: created.name ?? '' });
      return created;
    });
    const image = scraped.image && !scraped.image.startsWith(NO_ADDRESS_BASE) ? scraped.image : undefined;
    if (image) {
      // The picture is a bonus: a recipe whose image cannot be fetched is still imported, as in Mealie.
      await recipeMedia.updateRecipeImageFromUrl(auth, recipe.id, image).catch(() => undefined);
    }
    return { slug: recipe.slug, name: recipe.name ?? '' };
  }

  /** Scraper first; when it finds nothing and OpenAI is configured, the model reads the page (as Mealie). */
  async function scrapeUrl(text: string, useOpenAi = true): Promise<{ url: string; scraped: ScrapedRecipe }> {
    const page = await fetchPage(deps.outbound, urlIn(text));
    try {
      return { url: page.url, scraped: await scrapeOrFail(page.html, page.url, 'at this address') };
    } catch (error) {
      if (!useOpenAi || !deps.openai.enabled) throw error;
      return { url: page.url, scraped: await readRecipeWithOpenAi(deps, page.html, page.url) };
    }
  }

  async function importUrl(auth: AuthContext, text: string, options: Omit<SaveOptions, 'orgURL'>): Promise<{ slug: string; name: string }> {
    const { url, scraped } = await scrapeUrl(text);
    return save(auth, scraped, { ...options, orgURL: url });
  }

  /** The member who started a bulk import, as they are now; undefined once they left the group. */
  async function starterOf(payload: BulkImportPayload): Promise<AuthContext | undefined> {
    const row = await findMember(deps.db, systemTenant(payload.groupId, payload.householdId), payload.userId);
    return row ? memberScope(row) : undefined;
  }

  /** The report's entries so far (one per address already handled); undefined once the report was deleted. */
  async function entriesSoFar(auth: AuthContext, reportId: string) {
    try {
      return (await reports.getReport(auth, reportId)).entries;
    } catch (error) {
      if (isError(error, 'not_found')) return undefined;
      throw error;
    }
  }

  /**
   * Imports the addresses that have no report entry yet, in order: a run cut short by a restart
   * resumes after the last address it recorded. A database failure fails the attempt, to be retried.
   */
  async function runBulkImport({ payload }: JobContext<BulkImportPayload>): Promise<void> {
    const { reportId, imports } = payload;
    const auth = await starterOf(payload);
    if (!auth) {
      await reports.addEntry(reportId, {
        success: false,
        message: 'Bulk import stopped',
        exception: 'The user who started it is no longer a member of the group',
      });
      await reports.finishReport(reportId, 'failure');
      return;
    }
    const done = await entriesSoFar(auth, reportId);
    if (!done) return;
    let imported = done.filter((entry) => entry.success).length;
    for (const entry of imports.slice(done.length)) {
      try {
        await importUrl(auth, entry.url, {
          includeTags: false,
          parseIngredients: false,
          tags: entry.tags,
          categories: entry.categories,
          onSaved: ({ name }) => reports.addEntry(reportId, { success: true, message: `Imported "${name}" from ${entry.url}` }),
        });
        imported += 1;
      } catch (error) {
        await reports.addEntry(reportId, { success: false, message: `Failed to import ${entry.url}`, exception: errorText(error) });
      }
    }
    await reports.finishReport(reportId, runStatus(imported, imports.length));
  }

  /** The job failed for good: every address not reached gets an entry saying why, and the report ends. */
  async function bulkImportFailed(payload: BulkImportPayload, error: string): Promise<void> {
    const auth = await starterOf(payload);
    const done = auth ? await entriesSoFar(auth, payload.reportId) : [];
    if (!done) return;
    for (const entry of payload.imports.slice(done.length)) {
      await reports.addEntry(payload.reportId, { success: false, message: `Failed to import ${entry.url}`, exception: error });
    }
    const imported = done.filter((entry) => entry.success).length;
    await reports.finishReport(payload.reportId, runStatus(imported, payload.imports.length));
  }

  return {
    /** POST /api/recipes/create/url: answers the new recipe's slug. */
    async createFromUrl(auth: AuthContext, input: { url: string; includeTags: boolean; parseIngredients: boolean }): Promise<string> {
      return (await importUrl(auth, input.url, input)).slug;
    },

    /** POST /api/recipes/create/html-or-json: a page's HTML or a schema.org Recipe as JSON. */
    async createFromHtmlOrJson(auth: AuthContext, input: ScrapeRecipeData): Promise<string> {
      const url = input.url ? urlIn(input.url) : null;
      const scraped = await scrapeOrFail(pastedAsHtml(input.data), url ?? NO_ADDRESS_BASE, 'in the pasted data');
      return (await save(auth, scraped, { ...input, orgURL: url })).slug;
    },

    /** POST /api/recipes/test-scrape-url: what the scraper reads at an address, without saving. */
    async testScrapeUrl(input: { url: string; useOpenAI: boolean }): Promise<ScrapedRecipe> {
      return (await scrapeUrl(input.url, input.useOpenAI)).scraped;
    },

    /**
     * POST /api/recipes/create/url/bulk: answers at once with the report that the queued job
     * (BULK_IMPORT_JOB) fills, one entry per address. The report and the job commit together.
     */
    async startBulkImport(auth: AuthContext, imports: CreateRecipeBulk[]): Promise<{ reportId: string }> {
      const name = `Bulk Import ${new Date().toISOString().slice(0, 19).replace('T', ' ')}`;
      return withTransaction(deps.db, async () => {
        const reportId = await reports.startReport(auth, name, 'bulk_import');
        const payload: BulkImportPayload = {
          reportId,
          userId: auth.userId,
          groupId: auth.groupId,
          householdId: auth.householdId,
          imports,
        };
        await deps.jobs.enqueue(BULK_IMPORT_JOB, payload);
        await deps.events.emit(auth, bulkImportEvent(reportId));
        return { reportId };
      });
    },

    runBulkImport,
    bulkImportFailed,

    /** POST /api/recipes/create/image: a photo of a recipe, read by the configured vision model. */
    async createFromImage(auth: AuthContext, photo: UploadedFile, translateLanguage: string | undefined): Promise<string> {
      const scraped = await readRecipePhoto(deps, photo, translateLanguage);
      const { slug } = await save(auth, scraped, { includeTags: false, parseIngredients: false, orgURL: null });
      // The photo itself becomes the recipe's picture.
      await recipeMedia.updateRecipeImage(auth, slug, photo).catch(() => undefined);
      return slug;
    },

    /** Waits until this process has no due or running job left (tests). */
    drain: () => deps.jobs.idle(),
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
