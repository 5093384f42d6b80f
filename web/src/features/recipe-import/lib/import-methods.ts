import { paths } from '../../../config/paths';

export type ImportMethod = 'url' | 'bulk' | 'html' | 'image' | 'new' | 'zip' | 'debug';

/** The ways to create a recipe, in the order of screens.md §3.5's method switcher. */
export const IMPORT_METHODS: { method: ImportMethod; href: (groupSlug: string) => string }[] = [
  { method: 'url', href: (g) => paths.group.createRecipeFromUrl.getHref(g) },
  { method: 'bulk', href: (g) => paths.group.createRecipesBulk.getHref(g) },
  { method: 'html', href: (g) => paths.group.createRecipeFromHtml.getHref(g) },
  { method: 'image', href: (g) => paths.group.createRecipeFromImage.getHref(g) },
  { method: 'new', href: (g) => paths.group.createRecipeManually.getHref(g) },
  { method: 'zip', href: (g) => paths.group.createRecipeFromZip.getHref(g) },
  { method: 'debug', href: (g) => paths.group.createRecipeDebug.getHref(g) },
];

/** Image import shows only when the server has OpenAI image services. */
export const availableMethods = (imageImport: boolean) => IMPORT_METHODS.filter((m) => m.method !== 'image' || imageImport);

/** Each method's title and description keys, written out so that the locale checks see them. */
export const METHOD_TEXT: Record<ImportMethod, { title: string; description: string }> = {
  url: { title: 'recipeImport.methods.url.title', description: 'recipeImport.methods.url.description' },
  bulk: { title: 'recipeImport.methods.bulk.title', description: 'recipeImport.methods.bulk.description' },
  html: { title: 'recipeImport.methods.html.title', description: 'recipeImport.methods.html.description' },
  image: { title: 'recipeImport.methods.image.title', description: 'recipeImport.methods.image.description' },
  new: { title: 'recipeImport.methods.new.title', description: 'recipeImport.methods.new.description' },
  zip: { title: 'recipeImport.methods.zip.title', description: 'recipeImport.methods.zip.description' },
  debug: { title: 'recipeImport.methods.debug.title', description: 'recipeImport.methods.debug.description' },
};
