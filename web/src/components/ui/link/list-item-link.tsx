import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useRoutePrefetch } from './use-route-prefetch';

export interface ListItemLinkProps {
  to: string;
  icon?: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  end?: boolean;
  nested?: boolean;
  onClick?: () => void;
}

/** A navigation list entry; the entry of the current page is marked selected. */
export function ListItemLink({ to, icon, primary, secondary, end = false, nested = false, onClick }: ListItemLinkProps) {
  const prefetch = useRoutePrefetch(to);
  return (
    <ListItemButton
      component={NavLink}
      to={to}
      end={end}
      onClick={onClick}
      sx={{ pl: nested ? 4 : 2, '&.active': { bgcolor: 'action.selected' } }}
      {...prefetch}
    >
      {icon && <ListItemIcon>{icon}</ListItemIcon>}
      <ListItemText primary={primary} secondary={secondary} />
    </ListItemButton>
  );
}
