/**
 * Mealie's alias clean-up: blanks, repeats and names equal to the item's own names are dropped
 * (compared case-insensitively).
 */
export function cleanAliases(aliases: readonly string[], ownNames: readonly (string | null | undefined)[]): string[] {
  const taken = new Set(ownNames.flatMap((name) => (name?.trim() ? [name.trim().toLowerCase()] : [])));
  const result: string[] = [];
  for (const alias of aliases) {
    const name = alias.trim();
    const key = name.toLowerCase();
    if (!name || taken.has(key)) continue;
    taken.add(key);
    result.push(name);
  }
  return result;
}
