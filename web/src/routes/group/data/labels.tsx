import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { LabelsTable } from '../../../features/group-data/components/labels-table';

export function Component() {
  return (
    <GroupDataPage type="labels">
      <LabelsTable />
    </GroupDataPage>
  );
}
