import { type ReactNode, useState } from 'react';
import { AddToShoppingListDialog, type RecipeToShop } from '../components/add-to-shopping-list-dialog';

/**
 * The "Add to shopping list" dialog for a route to compose: `open` it with recipes and their
 * scales from any menu, and render `dialog` once on the page.
 */
export function useAddToShoppingList(): { open: (recipes: RecipeToShop[]) => void; dialog: ReactNode } {
  const [recipes, setRecipes] = useState<RecipeToShop[] | null>(null);
  return {
    open: setRecipes,
    dialog: recipes ? <AddToShoppingListDialog recipes={recipes} onClose={() => setRecipes(null)} /> : null,
  };
}
