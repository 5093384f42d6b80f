import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type OrganizerRef as OrganizerChoice, type OrganizerKind, useOrganizers } from '../../../api/organizers/get-organizers';
import { useSaveOrganizer } from '../../../api/organizers/save-organizer';

type Option = OrganizerChoice | { create: string };

export interface OrganizerPickerProps {
  kind: OrganizerKind;
  label: string;
  value: OrganizerChoice[];
  onChange: (value: OrganizerChoice[]) => void;
}

const filter = createFilterOptions<Option>({ stringify: (option) => ('create' in option ? option.create : option.name) });

/** Several categories, tags or tools as chips; a new name is created on the spot. */
export function OrganizerPicker({ kind, label, value, onChange }: OrganizerPickerProps) {
  const { t } = useTranslation();
  const choices = useOrganizers(kind);
  const create = useSaveOrganizer({ mutationConfig: { onSuccess: (created) => onChange([...value, created]) } });
  return (
    <Autocomplete<Option, true, false, false>
      multiple
      size="small"
      value={value}
      options={choices.data ?? []}
      loading={choices.isFetching || create.isPending}
      filterSelectedOptions
      filterOptions={(all, state) => {
        const filtered = filter(all, state);
        const typed = state.inputValue.trim();
        const exists = [...all, ...value].some((option) => !('create' in option) && option.name.toLowerCase() === typed.toLowerCase());
        if (typed && !exists) filtered.push({ create: typed });
        return filtered;
      }}
      getOptionLabel={(option) => ('create' in option ? option.create : option.name)}
      isOptionEqualToValue={(option, selected) => !('create' in option) && !('create' in selected) && option.id === selected.id}
      getOptionKey={(option) => ('create' in option ? `create:${option.create}` : (option.id ?? option.slug))}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {'create' in option ? t('recipe.editor.createNamed', { name: option.create }) : option.name}
          </li>
        );
      }}
      onChange={(_, selected) => {
        const toCreate = selected.find((option): option is { create: string } => 'create' in option);
        if (toCreate) create.mutate({ kind, name: toCreate.create });
        else onChange(selected.filter((option): option is OrganizerChoice => !('create' in option)));
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
