import { GroupDataPage } from '../../../features/group-data/components/group-data-page';
import { OrganizerItemsTable } from '../../../features/group-data/components/organizer-items-table';

export function Component() {
  return (
    <GroupDataPage type="categories">
      <OrganizerItemsTable kind="categories" />
    </GroupDataPage>
  );
}
