import RestaurantIcon from '@mui/icons-material/Restaurant';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import Avatar from '@mui/material/Avatar';
import type { PlanEntry } from '../../../api/mealplans/types';
import { recipeImageUrl } from '../../../api/recipes/recipe-image-url';

/** A planned meal's small picture: the recipe's image (its 300 px square rendition), the logo-like icon without one, a note icon for a note. */
export function EntryThumbnail({ entry, size = 48 }: { entry: PlanEntry; size?: number }) {
  const recipe = entry.recipe;
  const src = recipe?.image ? recipeImageUrl(recipe.id, recipe.image, 'tiny-original') : undefined;
  return (
    <Avatar variant="rounded" src={src} alt="" sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.secondary' }}>
      {recipe ? <RestaurantIcon /> : <StickyNote2Icon />}
    </Avatar>
  );
}
