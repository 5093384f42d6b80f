import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PlanEntry } from '../../../api/mealplans/types';
import { paths } from '../../../config/paths';
import { entryTitle } from '../lib/entry-title';
import { EntryThumbnail } from './entry-thumbnail';

/** §5.1 view tab: a compact card for one meal, linking to its recipe; a note shows its title and text. */
export function PlanEntryCard({ entry, groupSlug }: { entry: PlanEntry; groupSlug: string }) {
  const { t } = useTranslation();
  const title = entryTitle(entry, t('mealPlan.planner.untitled'));
  const text = entry.recipe ? entry.recipe.description : entry.text;
  const content: ReactNode = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1, minWidth: 0 }}>
      <EntryThumbnail entry={entry} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {text && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {text}
          </Typography>
        )}
      </Box>
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
