import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'label' | 'slotProps' | 'inputRef'> & {
  /** The field's accessible name, shown as its label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The input element, for callers that move the focus to it. */
  inputRef?: Ref<HTMLInputElement | null>;
};

/**
 * A search box: a search icon, the typed text and, once there is some, a button that clears it
 * and gives the focus back to the field. Its role is `searchbox`, named by its label.
 */
export function SearchField({ label, value, onChange, sx, inputRef, ...props }: SearchFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  return (
    <TextField
      {...props}
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={input}
      // The browser's own clear button would duplicate ours.
      sx={[{ '& input::-webkit-search-cancel-button': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('common.searchField.clear')}
                onClick={() => {
                  onChange('');
                  input.current?.focus();
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
