import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, notFoundText } from '../../../platform/errors.js';
import { type Folder, isUuid } from '../../../platform/files.js';
import { OutboundError, type OutboundResponse, outboundAppError } from '../../../platform/outbound.js';
import { slugify } from '../../../platform/slug.js';
import { withTransaction } from '../../../platform/transactions.js';
import type { RecipesService } from '../service.js';
import { isImageFileName, processImage, readImage, writeImages } from './images.js';
import type { UploadedFile } from './multipart.js';
import { currentImage, deleteAssetByFileName, insertAsset, setRecipeImage, touchRecipe } from './queries.js';
import type { RecipeAsset, RecipeAssetUpload } from './schemas.js';

export interface MediaFile {
  data: Buffer;
  contentType: string;
  /** Served inline (images, PDF, plain text) or as a download (anything a browser could run). */
  inline: boolean;
}

// Asset types a browser may show inline; everything else (HTML, SVG, scripts) is sent as a download.
const INLINE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

const ASSET_FILE_NAME = /^[a-z0-9][a-z0-9-]*\.[a-z0-9]{1,10}$/i;

// A plain 404 for every media miss, as FastAPI's static responses answer.
const mediaNotFound = () => notFoundText('Not Found');

async function readOrNotFound(folder: Folder, fileName: string): Promise<Buffer> {
  const data = await folder.read(fileName);
  if (!data) throw mediaNotFound();
  return data;
}

/** A rendition of a recipe or timeline image as served; any other name, or a missing file, is a 404. */
async function imageOrNotFound(folder: Folder, fileName: string): Promise<MediaFile> {
  if (!isImageFileName(fileName)) throw mediaNotFound();
  const data = await readImage(folder, fileName);
  if (!data) throw mediaNotFound();
  return { data, contentType: 'image/webp', inline: true };
}

/** A new 0–255 version key (what Mealie stores after an upload), different from the current one. */
function nextImageKey(current: string | null): string {
  for (;;) {
    const key = String(crypto.getRandomValues(new Uint8Array(1))[0]);
    if (key !== current) return key;
  }
}

/** Recipe images and assets: uploads (own-household recipes, edit rule) and the public media files. */
export function createRecipeMediaService(deps: Deps, recipes: Pick<RecipesService, 'getRecipeRow' | 'assertCanEdit'>) {
  const { db, files } = deps;

  /** As in Mealie, uploads only find recipes of the caller's household; the edit rule (locks) applies too. */
  async function editableRecipe(auth: AuthContext, slugOrId: string) {
    const recipe = await recipes.getRecipeRow(auth, slugOrId, { ownHousehold: true });
    await recipes.assertCanEdit(auth, recipe.id);
    return recipe;
  }

  /** Writes the renditions, then points the recipe at a new version key; a non-image writes nothing. */
  async function storeImage(recipeId: string, data: Buffer): Promise<string> {
    const image = await processImage(data);
    await writeImages(files.recipeImages(recipeId), image);
    const key = nextImageKey(await currentImage(db, recipeId));
    await setRecipeImage(db, recipeId, key);
    return key;
  }

  return {
    /** Replaces the recipe's image; a file that is not an image is refused before anything is written. */
    async updateRecipeImage(auth: AuthContext, slugOrId: string, file: UploadedFile): Promise<{ image: string }> {
      const recipe = await editableRecipe(auth, slugOrId);
      return { image: await storeImage(recipe.id, file.data) };
    },

    /**
     * Replaces the recipe's image with one downloaded from `url`. The rights are checked before
     * anything is fetched, and the download goes through the SSRF-safe fetcher.
     */
    async updateRecipeImageFromUrl(auth: AuthContext, slugOrId: string, url: string): Promise<void> {
      const recipe = await editableRecipe(auth, slugOrId);
      let response: OutboundResponse;
      try {
        response = await deps.outbound.fetch(url, { headers: { accept: 'image/*' } });
      } catch (error) {
        if (error instanceof OutboundError) throw outboundAppError(error);
        throw error;
      }
      if (!response.contentType.trim().toLowerCase().startsWith('image/')) throw badRequest('Url is not an image');
      await storeImage(recipe.id, response.body);
    },

    /** Stores an asset as `slugify(name).extension` in the recipe's asset folder and lists it on the recipe. */
    async uploadRecipeAsset(auth: AuthContext, slugOrId: string, input: RecipeAssetUpload): Promise<RecipeAsset> {
      const extension = (input.extension.split('.').pop() ?? '').toLowerCase();
      const fileName = `${slugify(input.name)}.${extension}`;
      // The name is built only from [a-z0-9-] and a short extension, so it can never leave the folder.
      if (!ASSET_FILE_NAME.test(fileName)) throw badRequest(`File name ${fileName} or extension ${input.extension} not valid`);
      const recipe = await editableRecipe(auth, slugOrId);
      await files.recipeAssets(recipe.id).write(fileName, input.file.data);
      // An asset with the same file name is replaced, since its file was just overwritten.
      await withTransaction(db, async () => {
        await deleteAssetByFileName(db, recipe.id, fileName);
        await insertAsset(db, recipe.id, { name: input.name, icon: input.icon, fileName });
        await touchRecipe(db, recipe.id);
      });
      return { name: input.name, icon: input.icon, fileName };
    },

    /** Public: one of the renditions of a recipe image (Mealie's three and the medium one). Any other name is a 404. */
    async recipeImage(recipeId: string, fileName: string): Promise<MediaFile> {
      if (!isUuid(recipeId)) throw mediaNotFound();
      return imageOrNotFound(files.recipeImages(recipeId), fileName);
    },

    async timelineImage(recipeId: string, eventId: string, fileName: string): Promise<MediaFile> {
      if (!isUuid(recipeId) || !isUuid(eventId)) throw mediaNotFound();
      return imageOrNotFound(files.timelineImages(recipeId, eventId), fileName);
    },

    async recipeAsset(recipeId: string, fileName: string): Promise<MediaFile> {
      if (!isUuid(recipeId) || !ASSET_FILE_NAME.test(fileName)) throw mediaNotFound();
      const data = await readOrNotFound(files.recipeAssets(recipeId), fileName);
      const type = INLINE_TYPES[fileName.split('.').pop()!.toLowerCase()];
      return { data, contentType: type ?? 'application/octet-stream', inline: type !== undefined };
    },
  };
}

export type RecipeMediaService = ReturnType<typeof createRecipeMediaService>;
