import type { ScrapedRecipe } from '@larder/scraper';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, upstreamFailed } from '../../../platform/errors.js';
import { loadSharp } from '../../../platform/images.js';
import type { UploadedFile } from '../media/multipart.js';
import { jsonAsHtml, scrapeOrFail } from './page.js';
import { RECIPE_JSON_SHAPE } from './with-openai.js';

// Vision models read a page of text well at this size; larger photos only cost upload time.
const MAX_SIDE = 2048;

const SYSTEM_PROMPT = `You read a photo of a recipe (a cookbook page, a card or a screenshot) and write it out as ${RECIPE_JSON_SHAPE}`;

const languageInstruction = (language: string | undefined) =>
  language ? `Translate every text value into the language with the code "${language}".` : 'Keep the text in the language of the photo.';

/** The photo as a JPEG the model can take; anything that is not a picture is refused. */
async function normalisedPhoto(photo: UploadedFile): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(photo.data)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(`The file ${photo.filename || ''} is not an image that can be read`.replace('  ', ' '));
  }
}

/** Reads a recipe from a photo with the configured OpenAI-compatible vision model. */
export async function readRecipePhoto(deps: Deps, photo: UploadedFile, translateLanguage: string | undefined): Promise<ScrapedRecipe> {
  if (!deps.openai.enabled || !deps.config.openai.enableImageServices) {
    throw badRequest('Creating recipes from images needs the OpenAI image services: set OPENAI_API_KEY and OPENAI_ENABLE_IMAGE_SERVICES');
  }
  const image = await normalisedPhoto(photo);
  const answer = await deps.openai.chatJson({
    system: SYSTEM_PROMPT,
    user: `Write out the recipe in this photo. ${languageInstruction(translateLanguage)}`,
    images: [{ mimeType: 'image/jpeg', data: image }],
  });
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
    throw upstreamFailed('The OpenAI service did not answer with a recipe', 'openai-bad-json');
  }
  // The scraper normalises the model's answer exactly as it would a page's JSON-LD.
  const recipe = await scrapeOrFail(jsonAsHtml(JSON.stringify(answer)), 'https://photo.invalid/', 'in the photo');
  // The photo is the picture; never fetch an address the model may have made up.
  recipe.image = undefined;
  return recipe;
}
