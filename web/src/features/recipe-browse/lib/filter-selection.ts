/** A filter value in the URL may be an option's slug or its id (api.md §4.7 accepts both). */
export interface SelectableOption {
  id: string;
  slug?: string;
}

export function isSelected(selected: readonly string[], option: SelectableOption): boolean {
  return selected.includes(option.id) || (option.slug !== undefined && selected.includes(option.slug));
}

/** Adds or removes an option; slugs are written when there are any, for readable links. */
export function toggleSelection(selected: readonly string[], option: SelectableOption, { single = false } = {}): string[] {
  const without = selected.filter((value) => value !== option.id && value !== option.slug);
  if (without.length < selected.length) return without;
  const value = option.slug || option.id;
  return single ? [value] : [...without, value];
}
