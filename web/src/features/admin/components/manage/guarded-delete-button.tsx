import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export interface GuardedDeleteButtonProps {
  name: string;
  /** Why it cannot be deleted now; the button is then disabled and the reason is its tooltip. */
  blockedReason: string | null;
  onClick: () => void;
}

/** §8.3–8.4 a row's delete icon, disabled with the reason while the row still holds something. */
export function GuardedDeleteButton({ name, blockedReason, onClick }: GuardedDeleteButtonProps) {
  const { t } = useTranslation();
  const label = t('common.dataTable.deleteRow', { name });
  return (
    <Tooltip title={blockedReason ?? label}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span>
        <IconButton
          size="small"
          color="error"
          aria-label={label}
          aria-description={blockedReason ?? undefined}
          disabled={blockedReason !== null}
          onClick={onClick}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
