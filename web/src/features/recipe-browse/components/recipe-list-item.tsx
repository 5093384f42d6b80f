import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RecipeSummary } from '../../../api/recipes/get-recipes';
import { useRoutePrefetch } from '../../../components/ui/link/use-route-prefetch';
import { RecipeImage } from './recipe-image';
import { RecipeMeta } from './recipe-meta';

export interface RecipeListItemProps {
  recipe: RecipeSummary;
  href: string;
  favorite?: ReactNode;
  /** The ⋮ menu, for members of the recipe's group. */
  menu?: ReactNode;
  /** Extra lines under the description, e.g. the finder's missing foods. */
  children?: ReactNode;
}

/** List card: thumbnail left, name, description, time and rating right (screens.md §3.1). */
export function RecipeListItem({ recipe, href, favorite, menu, children }: RecipeListItemProps) {
  const prefetch = useRoutePrefetch(href);
  return (
    <Card component="article" aria-label={recipe.name} sx={{ display: 'flex', alignItems: 'stretch' }}>
      <CardActionArea
        component={RouterLink}
        to={href}
        {...prefetch}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', flex: '1 1 auto', minWidth: 0 }}
      >
        <RecipeImage recipeId={recipe.id} image={recipe.image} height="auto" width={{ xs: 96, sm: 125 }} sizes="125px" />
        <Box sx={{ p: 1.5, minWidth: 0, flex: '1 1 auto' }}>
          <Typography component="h2" variant="subtitle1" noWrap title={recipe.name} sx={{ fontWeight: 600 }}>
            {recipe.name}
          </Typography>
          {recipe.description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {recipe.description}
            </Typography>
          ) : null}
          <RecipeMeta totalTime={recipe.totalTime} rating={recipe.rating} />
          {children}
        </Box>
      </CardActionArea>
      {favorite || menu ? (
        <Box sx={{ p: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          {favorite}
          {menu}
        </Box>
      ) : null}
    </Card>
  );
}
