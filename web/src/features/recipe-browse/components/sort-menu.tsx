import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SortIcon from '@mui/icons-material/Sort';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultDirection, SORT_KEYS, type SortDirection, type SortKey } from '../lib/browse-filters';

export interface SortMenuProps {
  orderBy: SortKey;
  orderDirection: SortDirection;
  onChange: (orderBy: SortKey, orderDirection: SortDirection) => void;
  keys?: readonly SortKey[];
}

/** Cookbook and favourites pages sort without Random (screens.md §3.1). */
export const SORT_KEYS_WITHOUT_RANDOM = SORT_KEYS.filter((key) => key !== 'random');

const labelKeys = {
  name: 'browse.sort.name',
  created_at: 'browse.sort.created',
  updated_at: 'browse.sort.updated',
  last_made: 'browse.sort.lastMade',
  rating: 'browse.sort.rating',
  random: 'browse.sort.random',
} as const satisfies Record<SortKey, string>;

/** Picking a sort selects it in its natural direction; picking the current one flips it. */
export function SortMenu({ orderBy, orderDirection, onChange, keys = SORT_KEYS }: SortMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const DirectionIcon = orderDirection === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
  const current = t(labelKeys[orderBy]);
  const direction = t(orderDirection === 'asc' ? 'browse.sort.ascending' : 'browse.sort.descending');
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        aria-label={t('browse.sort.button', { sort: current, direction })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span>{current}</span>
        {orderBy !== 'random' ? <DirectionIcon fontSize="small" sx={{ ml: 0.5 }} aria-hidden /> : null}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {keys.map((key) => (
          <MenuItem
            key={key}
            selected={key === orderBy}
            onClick={() => {
              setAnchor(null);
              if (key === orderBy && key !== 'random') onChange(key, orderDirection === 'asc' ? 'desc' : 'asc');
              else onChange(key, defaultDirection(key));
            }}
          >
            <ListItemText>{t(labelKeys[key])}</ListItemText>
            {key === orderBy && key !== 'random' ? (
              <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                <DirectionIcon fontSize="small" aria-label={direction} />
              </ListItemIcon>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
