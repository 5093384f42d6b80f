import { useParams } from 'react-router';
import { ShoppingListScreen } from '../../features/shopping-lists/components/shopping-list-screen';

/** `/shopping-lists/:listId` (screens.md §4.2). */
export function Component() {
  const { listId = '' } = useParams();
  return <ShoppingListScreen key={listId} listId={listId} />;
}
