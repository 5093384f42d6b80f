import type { Deps } from '../../platform/deps.js';
import { AppError, invalid } from '../../platform/errors.js';
import type { UploadedFile } from '../recipes/media/multipart.js';

const SYSTEM_PROMPT =
  'This is a connection test from a recipe manager. Answer with one JSON object {"text": "..."} whose text is a short, friendly reply; if an image is attached, say in one sentence what it shows.';
const GREETING = 'Hello, checking to see if I can reach you.';

export interface DebugResponse {
  success: boolean;
  response: string;
}

/** The mime type of a test image: its own when it is an image type, else one from the sent extension. */
function imageMimeType(image: UploadedFile, extension: string | undefined): string {
  if (image.mimetype.startsWith('image/')) return image.mimetype;
  const ext = (extension ?? image.filename.split('.').pop() ?? '').replace(/^\./, '').toLowerCase();
  if (/^(png|jpe?g|webp|gif)$/.test(ext)) return `image/${ext === 'jpg' ? 'jpeg' : ext}`;
  throw invalid('body', 'image', 'The image must be a PNG, JPEG, WebP or GIF file');
}

/** /api/admin/debug: checks of the configured outside services. */
export function createAdminDebugService(deps: Deps) {
  const { openai, config } = deps;
  return {
    /**
     * Sends a greeting (and the image, if any) to the configured OpenAI-compatible service. Like
     * Mealie, a failure is a normal answer with `success: false` so the admin page can show it.
     */
    async debugOpenai(input: { image?: UploadedFile; extension?: string }): Promise<DebugResponse> {
      if (!openai.enabled) return { success: false, response: 'OpenAI is not enabled: set OPENAI_API_KEY (and OPENAI_MODEL).' };
      const images =
        input.image && input.image.data.length > 0
          ? [{ mimeType: imageMimeType(input.image, input.extension), data: input.image.data }]
          : [];
      if (images.length > 0 && !config.openai.enableImageServices) {
        return { success: false, response: 'An image was sent, but OpenAI image services are turned off (OPENAI_ENABLE_IMAGE_SERVICES).' };
      }
      try {
        const answer = await openai.chatJson<{ text?: unknown }>({
          system: SYSTEM_PROMPT,
          user: images.length > 0 ? `${GREETING} Here is an image to test with.` : GREETING,
          images,
        });
        const text = typeof answer?.text === 'string' ? answer.text : JSON.stringify(answer);
        return { success: true, response: `OpenAI is working (model ${openai.model}). Response: "${text}"` };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { success: false, response: `OpenAI request failed: ${error.message}` };
      }
    },
  };
}

export type AdminDebugService = ReturnType<typeof createAdminDebugService>;
