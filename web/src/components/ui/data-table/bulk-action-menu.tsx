import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkActionMenuProps {
  disabled: boolean;
  actions: { id: string; label: string; icon?: ReactNode; onSelect: () => void }[];
}

/** §1.12 bulk-action overflow button: enabled while rows are selected. */
export function BulkActionMenu({ disabled, actions }: BulkActionMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('common.dataTable.bulkActions')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            <ListItemText primary={action.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
