import { useOutletContext } from 'react-router';
import { PlanEditScreen } from '../../features/meal-planner/components/plan-edit-screen';
import type { PlannerContext } from '../../features/meal-planner/lib/planner-context';

/** `/household/mealplan/planner/edit`: move, add and remove the range's meals. */
export function Component() {
  const { range } = useOutletContext<PlannerContext>();
  return <PlanEditScreen range={range} />;
}
