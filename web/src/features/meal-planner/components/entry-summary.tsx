import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanEntry } from '../../../api/mealplans/types';

/** A meal's name and, in at most two lines, its recipe's description or its note: shared by both tabs' cards. */
export function EntrySummary({ entry, title }: { entry: PlanEntry; title: string }) {
  const text = entry.recipe ? entry.recipe.description : entry.text;
  return (
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
  );
}
