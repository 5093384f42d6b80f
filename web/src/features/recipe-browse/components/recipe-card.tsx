import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RecipeSummary } from '../../../api/recipes/get-recipes';
import { useRoutePrefetch } from '../../../components/ui/link/use-route-prefetch';
import { CARD_IMAGE_SIZES } from '../lib/tile-image';
import { RecipeImage } from './recipe-image';
import { RecipeMeta } from './recipe-meta';

export interface RecipeCardProps {
  recipe: RecipeSummary;
  href: string;
  tagHref: (tagSlug: string) => string;
  /** The favourite heart, for members of the recipe's group. */
  favorite?: ReactNode;
  /** The ⋮ menu, for members of the recipe's group. */
  menu?: ReactNode;
  /** One of the first cards of the page, whose picture loads at once (see RecipeImage). */
  priority?: boolean;
}

// One to four columns, as the grid has (RESULT_COLUMNS).
const truncate = (text: string) => (text.length > 20 ? `${text.slice(0, 19)}…` : text);

/** Grid card (screens.md §3.1): image, name, time, rating, up to two tag links, heart, ⋮ menu. */
export function RecipeCard({ recipe, href, tagHref, favorite, menu, priority }: RecipeCardProps) {
  const prefetch = useRoutePrefetch(href);
  return (
    <Card component="article" aria-label={recipe.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={href} {...prefetch} sx={{ flex: '1 1 auto', alignItems: 'stretch' }}>
        <RecipeImage recipeId={recipe.id} image={recipe.image} height={200} priority={priority} sizes={CARD_IMAGE_SIZES} />
        <CardContent sx={{ pb: 1 }}>
          <Typography component="h2" variant="subtitle1" noWrap title={recipe.name} sx={{ fontWeight: 600 }}>
            {recipe.name}
          </Typography>
          <RecipeMeta totalTime={recipe.totalTime} rating={recipe.rating} />
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ pt: 0, minHeight: 44 }}>
        <Box sx={{ display: 'flex', gap: 0.5, flex: '1 1 auto', minWidth: 0, overflow: 'hidden' }}>
          {(recipe.tags ?? []).slice(0, 2).map((tag) => (
            <Chip key={tag.slug} size="small" label={truncate(tag.name)} component={RouterLink} to={tagHref(tag.slug)} clickable />
          ))}
        </Box>
        {favorite}
        {menu}
      </CardActions>
    </Card>
  );
}
