import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useOrganizers } from '../../../api/organizers/get-organizers';
import type { BulkOrganizer } from '../../../api/recipes/start-bulk-import';

const nameOf = (option: BulkOrganizer | string) => (typeof option === 'string' ? option : option.name);

/** Several of the group's categories or tags; a typed new name is created by the import. */
export function OrganizerAutocomplete({
  kind,
  label,
  value,
  onChange,
}: {
  kind: 'categories' | 'tags';
  label: string;
  value: BulkOrganizer[];
  onChange: (value: BulkOrganizer[]) => void;
}) {
  const options = useOrganizers(kind);
  return (
    <Autocomplete<BulkOrganizer, true, false, true>
      multiple
      freeSolo
      size="small"
      options={options.data ?? []}
      loading={options.isLoading}
      value={value}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => nameOf(option).toLowerCase() === nameOf(chosen).toLowerCase()}
      onChange={(_, next) =>
        onChange(next.map((item) => (typeof item === 'string' ? { name: item.trim() } : item)).filter((item) => item.name.length > 0))
      }
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ flex: '1 1 200px', minWidth: 0 }}
    />
  );
}
