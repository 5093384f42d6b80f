import { FoodsTable } from '../../../features/group-data/components/foods-table';
import { GroupDataPage } from '../../../features/group-data/components/group-data-page';

export function Component() {
  return (
    <GroupDataPage type="foods">
      <FoodsTable />
    </GroupDataPage>
  );
}
