import { z } from 'zod';

/** Mealie's recipe action shapes (reference/api.md §4.6, §5). */

const ActionType = z.enum(['link', 'post']);

export const GroupRecipeActionOut = z
  .object({
    actionType: ActionType,
    title: z.string(),
    url: z.string(),
    groupId: z.string(),
    householdId: z.string(),
    id: z.string(),
  })
  .meta({ id: 'GroupRecipeActionOut' });
export type GroupRecipeActionOut = z.infer<typeof GroupRecipeActionOut>;

/** The scheme a browser would read from a link (it drops tabs, newlines and leading control characters first). */
function linkScheme(url: string): string | undefined {
  const text = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 0x20) start++;
  return /^([a-z][a-z0-9+.-]*):/i.exec(text.slice(start))?.[1];
}

/**
 * A link action's URL is a template the web app fills in (`${url}`, `${id}`, `${slug}`); a post
 * action's URL is called by the server, so it must be an http(s) URL.
 */
export const CreateGroupRecipeAction = z
  .object({
    actionType: ActionType,
    title: z.string().trim().min(1, 'Title must not be empty').max(255, 'Title must be at most 255 characters'),
    url: z.string().trim().min(1, 'URL must not be empty'),
    // Accepted because Mealie's update body carries them; the caller's own group and household are used.
    groupId: z.string().nullable().optional(),
    householdId: z.string().nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.actionType === 'link') {
      // Clients open link actions as they are: a javascript:/data: URL would run in their page.
      const scheme = linkScheme(value.url);
      if (scheme && !['http', 'https'].includes(scheme.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['url'],
          message: 'A link action needs an http or https URL or a relative link',
          input: value.url,
        });
      }
      return;
    }
    if (value.actionType !== 'post') return;
    let ok = false;
    try {
      const parsed = new URL(value.url);
      ok = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      ok = false;
    }
    if (!ok) ctx.addIssue({ code: 'custom', path: ['url'], message: 'A post action needs an http or https URL', input: value.url });
  })
  .meta({ id: 'CreateGroupRecipeAction' });
export type CreateGroupRecipeAction = z.output<typeof CreateGroupRecipeAction>;

export const RecipeActionIdParams = z.object({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });
export const TriggerParams = RecipeActionIdParams.extend({ recipeSlug: z.string().min(1) });
