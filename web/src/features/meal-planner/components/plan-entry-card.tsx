import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PlanEntry } from '../../../api/mealplans/types';
import { paths } from '../../../config/paths';
import { entryTitle } from '../lib/entry-title';
import { EntrySummary } from './entry-summary';
import { EntryThumbnail } from './entry-thumbnail';

/** §5.1 view tab: a compact card for one meal, linking to its recipe; a note shows its title and text. */
export function PlanEntryCard({ entry, groupSlug }: { entry: PlanEntry; groupSlug: string }) {
  const { t } = useTranslation();
  const title = entryTitle(entry, t('mealPlan.planner.untitled'));
  const content: ReactNode = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1, minWidth: 0 }}>
      <EntryThumbnail entry={entry} />
      <EntrySummary entry={entry} title={title} />
    </Box>
  );
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      {entry.recipe ? (
        <CardActionArea component={RouterLink} to={paths.group.recipe.getHref(groupSlug, entry.recipe.slug)}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
