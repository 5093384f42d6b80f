import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { RecipesTable } from '../../../features/group-data/components/recipes-table';

export function Component() {
  return (
    <GroupDataPage type="recipes">
      <RecipesTable />
    </GroupDataPage>
  );
}
