import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../../api/organizers/filter-options';
import { useGroupSource } from '../../../lib/group-source/group-source';
import type { FilterKind } from '../lib/browse-filters';
import { isSelected, toggleSelection } from '../lib/filter-selection';

export interface FilterPopoverButtonProps {
  kind: FilterKind;
  label: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Absent for households, which match one at a time. */
  requireAll?: boolean;
  onRequireAllChange?: (value: boolean) => void;
}

// Long lists (foods) show the first matches; typing narrows them.
const MAX_SHOWN = 200;

/** One filter of the explorer: a button with a count badge opening a searchable checklist. */
export function FilterPopoverButton({ kind, label, selected, onChange, requireAll, onRequireAllChange }: FilterPopoverButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const popoverId = useId();
  const source = useGroupSource();
  const options = useFilterOptions(kind, { source, enabled: anchor !== null });
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = options.data ?? [];
    return (needle ? all.filter((option) => option.name.toLowerCase().includes(needle)) : all).slice(0, MAX_SHOWN);
  }, [options.data, search]);
  const single = kind === 'households';

  return (
    <>
      <Badge badgeContent={selected.length} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {label}
        </Button>
      </Badge>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { width: 400, maxWidth: 'calc(100vw - 32px)', p: 2 } } }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus
          label={t('browse.filters.searchIn', { name: label })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          {single || !onRequireAllChange ? (
            <span />
          ) : (
            <FormControlLabel
              control={<Switch size="small" checked={requireAll ?? false} onChange={(event) => onRequireAllChange(event.target.checked)} />}
              label={t('browse.filters.matchAll')}
            />
          )}
          <Button size="small" disabled={selected.length === 0} onClick={() => onChange([])}>
            {t('browse.filters.clear')}
          </Button>
        </Box>
        {options.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('browse.filters.noOptions')}
          </Typography>
        ) : (
          <List dense aria-label={label} sx={{ maxHeight: 300, overflow: 'auto' }}>
            {shown.map((option) => {
              const checked = isSelected(selected, option);
              return (
                <ListItem key={option.id} disablePadding>
                  <ListItemButton
                    role="checkbox"
                    aria-checked={checked}
                    onClick={() => onChange(toggleSelection(selected, option, { single }))}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        checked={checked}
                        tabIndex={-1}
                        disableRipple
                        size="small"
                        slotProps={{ input: { 'aria-hidden': true } }}
                      />
                    </ListItemIcon>
                    <ListItemText primary={option.name} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
