import { createContext, useContext } from 'react';
import { type GroupSource, MEMBER_SOURCE } from '../../api/source';

export { type GroupSource, MEMBER_SOURCE } from '../../api/source';

/**
 * The source of the group a page shows, decided once per page (`useGroupAccess`) and handed down;
 * components pass it to the resource hooks. Pages outside a visitor's reach (cookbooks,
 * favourites) read as members, the default.
 */
export const GroupSourceContext = createContext<GroupSource>(MEMBER_SOURCE);

export function useGroupSource(): GroupSource {
  return useContext(GroupSourceContext);
}
