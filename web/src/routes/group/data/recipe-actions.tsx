import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { RecipeActionsTable } from '../../../features/group-data/components/recipe-actions-table';

export function Component() {
  return (
    <GroupDataPage type="recipeActions">
      <RecipeActionsTable />
    </GroupDataPage>
  );
}
