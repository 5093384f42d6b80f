import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../../api/organizers/filter-options';
import { useGroupSource } from '../../../lib/group-source/group-source';
import type { FilterKind } from '../lib/browse-filters';
import { isSelected } from '../lib/filter-selection';

export interface ActiveFilterChipsProps {
  kind: FilterKind;
  label: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * The picked values of one filter by name; a link's `?tags=quick` shows up here. Each chip is a
 * button that Delete or Backspace removes, as does a click on its cross.
 */
export function ActiveFilterChips({ kind, label, selected, onChange }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const source = useGroupSource();
  const options = useFilterOptions(kind, { source, enabled: selected.length > 0 });
  if (selected.length === 0) return null;
  return (
    <>
      {selected.map((value) => {
        const option = options.data?.find((candidate) => isSelected([value], candidate));
        const name = option?.name ?? value;
        return (
          <Chip
            key={value}
            size="small"
            label={`${label}: ${name}`}
            onDelete={() => onChange(selected.filter((item) => item !== value))}
            deleteIcon={<CancelIcon titleAccess={t('browse.filters.remove', { name })} />}
          />
        );
      })}
    </>
  );
}
