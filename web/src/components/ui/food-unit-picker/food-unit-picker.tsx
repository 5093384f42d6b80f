import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FoodOrUnitKind, useCreateFoodOrUnit, useFoodsOrUnits } from '../../../api/foods/food-or-unit';
import type { Food } from '../../../api/foods/get-foods';
import type { Unit } from '../../../api/units/get-units';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';

type Choice = Food | Unit;
type Option = Choice | { create: string };

export interface FoodUnitPickerProps {
  kind: FoodOrUnitKind;
  label: string;
  value: Choice | null;
  onChange: (value: Choice | null) => void;
}

const filter = createFilterOptions<Option>({ stringify: (option) => ('create' in option ? option.create : option.name) });

/** Searches the group's foods or units; typing a new name offers to create it on the spot. */
export function FoodUnitPicker({ kind, label, value, onChange }: FoodUnitPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input.trim());
  const choices = useFoodsOrUnits(kind, search, { enabled: open });
  const create = useCreateFoodOrUnit({ mutationConfig: { onSuccess: (created) => onChange(created) } });
  const options: Option[] = choices.data ?? [];
  return (
    <Autocomplete<Option, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      size="small"
      value={value}
      options={options}
      loading={choices.isFetching || create.isPending}
      filterOptions={(all, state) => {
        const filtered = filter(all, state);
        const typed = state.inputValue.trim();
        const exists = all.some((option) => !('create' in option) && option.name.toLowerCase() === typed.toLowerCase());
        if (typed && !exists) filtered.push({ create: typed });
        return filtered;
      }}
      getOptionLabel={(option) => ('create' in option ? option.create : option.name)}
      isOptionEqualToValue={(option, selected) => !('create' in option) && !('create' in selected) && option.id === selected.id}
      getOptionKey={(option) => ('create' in option ? `create:${option.create}` : option.id)}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {'create' in option ? t('recipe.editor.createNamed', { name: option.create }) : option.name}
          </li>
        );
      }}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, selected) => {
        if (selected && 'create' in selected) create.mutate({ kind, name: selected.create });
        else onChange(selected);
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 140, flex: '1 1 140px' }}
    />
  );
}
