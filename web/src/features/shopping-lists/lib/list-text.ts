import type { GroupableItem, ItemGroup } from './group-items';

/** The text an item shows: the server's display text, or the note while that is not known yet. */
export const itemText = (item: GroupableItem): string => (item.display || item.note || '').trim();

/**
 * The unchecked items as plain text, one a line; with label headings in brackets when grouped
 * (Mealie's "copy as text"). `noLabel` names the group without a label.
 */
export function listAsText<Item extends GroupableItem>(groups: readonly ItemGroup<Item>[], grouped: boolean, noLabel: string): string {
  if (!grouped) return groups.flatMap((group) => group.items.map(itemText)).join('\n');
  return groups.map((group) => [`[${group.label?.name ?? noLabel}]`, ...group.items.map(itemText)].join('\n')).join('\n\n');
}

/** The unchecked items as a Markdown checklist, with `#` headings per label when grouped. */
export function listAsMarkdown<Item extends GroupableItem>(groups: readonly ItemGroup<Item>[], grouped: boolean, noLabel: string): string {
  const lines = (items: readonly Item[]) => items.map((item) => `- [ ] ${itemText(item)}`);
  if (!grouped) return lines(groups.flatMap((group) => group.items)).join('\n');
  return groups.map((group) => [`# ${group.label?.name ?? noLabel}`, '', ...lines(group.items)].join('\n')).join('\n\n');
}
