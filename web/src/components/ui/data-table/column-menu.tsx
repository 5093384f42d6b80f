import SettingsIcon from '@mui/icons-material/Settings';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ColumnMenuProps {
  columns: { id: string; label: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (columnId: string) => void;
}

/** §1.12 column-visibility cog. */
export function ColumnMenu({ columns, hidden, onToggle }: ColumnMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('common.dataTable.columns');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => (
          <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={!hidden.has(column.id)} onClick={() => onToggle(column.id)}>
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={!hidden.has(column.id)} tabIndex={-1} disableRipple sx={{ p: 0 }} />
            </ListItemIcon>
            <ListItemText primary={column.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
