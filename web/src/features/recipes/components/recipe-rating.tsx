import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import { useOwnRating } from '../../../api/ratings/get-self-ratings';
import { useRateRecipe } from '../../../api/ratings/rate-recipe';

export interface RecipeRatingProps {
  recipe: { id: string; slug: string; rating?: number | null };
  /** Signed in: the user's own stars, settable; else the group average, read-only. */
  userId?: string | null;
}

/** Five stars: the user's own rating when they have one, else the average in grey (screens.md §3.2). */
export function RecipeRating({ recipe, userId }: RecipeRatingProps) {
  const { t } = useTranslation();
  const own = useOwnRating(recipe.id, { enabled: Boolean(userId) });
  const rate = useRateRecipe();
  const ownValue = own.data?.rating ?? 0;
  if (!userId) {
    return <Rating value={recipe.rating ?? 0} precision={0.5} readOnly aria-label={t('recipe.rating.average')} />;
  }
  const showingAverage = ownValue === 0 && (recipe.rating ?? 0) > 0;
  return (
    <Rating
      name={`rating-${recipe.id}`}
      value={showingAverage ? (recipe.rating ?? 0) : ownValue}
      precision={1}
      sx={showingAverage ? { color: 'text.disabled' } : undefined}
      getLabelText={(value) => t('recipe.rating.stars', { count: value })}
      onChange={(_, value) => rate.mutate({ userId, recipeId: recipe.id, slug: recipe.slug, rating: value ?? 0 })}
    />
  );
}
