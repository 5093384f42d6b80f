import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { OrganizerItemsTable } from '../../../features/group-data/components/organizer-items-table';

export function Component() {
  return (
    <GroupDataPage type="tags">
      <OrganizerItemsTable kind="tags" />
    </GroupDataPage>
  );
}
