import type { OrganizerKind } from '../../../api/organizers/keys';

const keysOf = <K extends OrganizerKind>(kind: K) =>
  ({
    create: `organizers.${kind}.create`,
    createTitle: `organizers.${kind}.createTitle`,
    deleteTitle: `organizers.${kind}.deleteTitle`,
    editTitle: `organizers.${kind}.editTitle`,
    empty: `organizers.${kind}.empty`,
    search: `organizers.${kind}.search`,
    title: `organizers.${kind}.title`,
  }) as const;

/** The translation keys of each organizer kind's screen. */
export const organizerText = {
  categories: keysOf('categories'),
  tags: keysOf('tags'),
  tools: keysOf('tools'),
} as const;
