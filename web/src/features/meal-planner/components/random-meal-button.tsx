import CasinoIcon from '@mui/icons-material/Casino';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_ENTRY_TYPES, type PlanEntryType } from '../../../api/mealplans/types';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';

/** §5.1 a day's "Random" button: a menu of meal types, each planning a random recipe by the household's rules. */
export function RandomMealButton({
  label,
  onRandom,
  disabled,
}: {
  label: string;
  onRandom: (entryType: PlanEntryType) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<CasinoIcon />}
        aria-label={label}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('mealPlan.edit.random')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PLAN_ENTRY_TYPES.map((entryType) => (
          <MenuItem
            key={entryType}
            onClick={() => {
              setAnchor(null);
              onRandom(entryType);
            }}
          >
            {t(ENTRY_TYPE_LABELS[entryType])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
