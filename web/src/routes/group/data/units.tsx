import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { UnitsTable } from '../../../features/group-data/components/units-table';

export function Component() {
  return (
    <GroupDataPage type="units">
      <UnitsTable />
    </GroupDataPage>
  );
}
