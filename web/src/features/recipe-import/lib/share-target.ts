const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/i;

/**
 * The page a phone shared with the installed app. Android puts the address in `text` (often
 * after the page title) and sometimes in `url`; Mealie's share target used `recipe_import_url`.
 * The first http(s) address wins; without one the shared text is passed on as it is.
 */
export function sharedImportUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const candidates = ['recipe_import_url', 'url', 'text', 'title'].map((name) => params.get(name)?.trim() ?? '').filter(Boolean);
  for (const candidate of candidates) {
    const found = ADDRESS.exec(candidate)?.[0];
    if (found) return found;
  }
  return candidates[0] ?? null;
}

/** The query string the URL importer reads: `?recipe_import_url=…`, or nothing. */
export function shareTargetSearch(search: string): string {
  const shared = sharedImportUrl(search);
  return shared ? `?${new URLSearchParams({ recipe_import_url: shared }).toString()}` : '';
}
