import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type MergeKind = 'foods' | 'units';

interface MergeItem {
  id: string;
  name: string;
}

const keys = {
  foods: {
    title: 'groupData.foods.mergeTitle',
    source: 'groupData.foods.mergeSource',
    target: 'groupData.foods.mergeTarget',
    preview: 'groupData.foods.mergePreview',
  },
  units: {
    title: 'groupData.units.mergeTitle',
    source: 'groupData.units.mergeSource',
    target: 'groupData.units.mergeTarget',
    preview: 'groupData.units.mergePreview',
  },
} as const;

export interface MergeDialogProps {
  kind: MergeKind;
  open: boolean;
  items: MergeItem[];
  /** Preselects the source, e.g. when opened from a row. */
  initialSourceId?: string | null;
  onClose: () => void;
  /** Resolves to close the dialog. */
  onMerge: (ids: { fromId: string; toId: string }) => Promise<unknown>;
}

/**
 * §6.2 combine: the source's usages move to the target and the source is deleted. The dialog says
 * so before the user confirms.
 */
export function MergeDialog({ kind, open, items, initialSourceId, onClose, onMerge }: MergeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [source, setSource] = useState<MergeItem | null>(() => items.find((item) => item.id === initialSourceId) ?? null);
  const [target, setTarget] = useState<MergeItem | null>(null);
  const [pending, setPending] = useState(false);
  const ready = source !== null && target !== null && source.id !== target.id;

  const submit = async () => {
    if (!ready) return;
    setPending(true);
    try {
      await onMerge({ fromId: source.id, toId: target.id });
      onClose();
    } catch {
      // The API client has already shown the error; the choice stays for another try.
    } finally {
      setPending(false);
    }
  };

  const picker = (label: string, value: MergeItem | null, onChange: (item: MergeItem | null) => void, excludeId?: string) => (
    <Autocomplete
      options={excludeId ? items.filter((item) => item.id !== excludeId) : items}
      value={value}
      onChange={(_, item) => onChange(item)}
      getOptionLabel={(item) => item.name}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params) => <TextField {...params} label={label} margin="normal" />}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t(keys[kind].title)}</DialogTitle>
        <DialogContent>
          {picker(t(keys[kind].source), source, (item) => {
            setSource(item);
            if (item && item.id === target?.id) setTarget(null);
          })}
          {picker(t(keys[kind].target), target, setTarget, source?.id)}
          {ready && (
            <Alert severity="warning" sx={{ mt: 2 }} role="status">
              {t(keys[kind].preview, { source: source.name, target: target.name })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || pending}>
            {t('groupData.merge.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
