import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { RecipeToShop } from '../components/add-to-shopping-list-dialog';

// Loaded when first opened: the recipe lists and cards that offer it stay light.
const AddToShoppingListDialog = lazy(() =>
  import('../components/add-to-shopping-list-dialog').then((module) => ({ default: module.AddToShoppingListDialog })),
);

/**
 * The "Add to shopping list" dialog for a route to compose: `open` it with recipes and their
 * scales from any menu, and render `dialog` once on the page.
 */
export function useAddToShoppingList(): { open: (recipes: RecipeToShop[]) => void; dialog: ReactNode } {
  const [recipes, setRecipes] = useState<RecipeToShop[] | null>(null);
  return {
    open: setRecipes,
    dialog: recipes ? (
      <Suspense fallback={null}>
        <AddToShoppingListDialog recipes={recipes} onClose={() => setRecipes(null)} />
      </Suspense>
    ) : null,
  };
}
