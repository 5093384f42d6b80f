import { useOutletContext } from 'react-router';
import { PlanViewScreen } from '../../features/meal-planner/components/plan-view-screen';
import type { PlannerContext } from '../../features/meal-planner/lib/planner-context';
import { useAddToShoppingList } from '../../features/shopping-lists/hooks/use-add-to-shopping-list';

/** `/household/mealplan/planner/view`: the planned days; a day or the range goes to a shopping list through §3.3's dialog. */
export function Component() {
  const { range } = useOutletContext<PlannerContext>();
  const shopping = useAddToShoppingList();
  return (
    <>
      <PlanViewScreen range={range} onAddToShoppingList={shopping.open} />
      {shopping.dialog}
    </>
  );
}
