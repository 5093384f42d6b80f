import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import LabelIcon from '@mui/icons-material/Label';
import LabelOffIcon from '@mui/icons-material/LabelOff';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { notify } from '../../../lib/notifications/notifications-store';

export interface ListActionsProps {
  uncheckedCount: number;
  checkedCount: number;
  grouped: boolean;
  online: boolean;
  copyText: (format: 'text' | 'markdown') => string;
  onToggleGrouping: () => void;
  onReorderLabels: () => void;
  onCheckAll: () => void;
  onUncheckAll: () => void;
  onDeleteChecked: () => void;
}

type Confirming = 'checkAll' | 'uncheckAll' | 'deleteChecked';

interface ActionProps {
  label: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  children: ReactNode;
}

function Action({ label, onClick, disabled, children }: ActionProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** §4.2 action bar: copy, delete checked, label grouping, label order, uncheck all, check all (each change confirmed). */
export function ListActions(props: ListActionsProps) {
  const { t } = useTranslation();
  const [copyMenu, setCopyMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const copy = async (format: 'text' | 'markdown') => {
    setCopyMenu(null);
    try {
      await navigator.clipboard.writeText(props.copyText(format));
      notify.success(t('common.copy.copied'));
    } catch {
      notify.error(navigator.clipboard ? t('common.copy.failed') : t('common.copy.unsupported'));
    }
  };
  const confirmations: Record<Confirming, { title: string; message: string; action: () => void; color: 'primary' | 'error' }> = {
    checkAll: {
      title: t('shopping.actions.checkAll'),
      message: t('shopping.actions.checkAllMessage'),
      action: props.onCheckAll,
      color: 'primary',
    },
    uncheckAll: {
      title: t('shopping.actions.uncheckAll'),
      message: t('shopping.actions.uncheckAllMessage'),
      action: props.onUncheckAll,
      color: 'primary',
    },
    deleteChecked: {
      title: t('shopping.actions.deleteChecked'),
      message: t('shopping.actions.deleteCheckedMessage', { count: props.checkedCount }),
      action: props.onDeleteChecked,
      color: 'error',
    },
  };
  const current = confirming ? confirmations[confirming] : null;

  return (
    <Box role="toolbar" aria-label={t('shopping.actions.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Action
        label={t('shopping.actions.copy')}
        onClick={(event) => setCopyMenu(event.currentTarget)}
        disabled={props.uncheckedCount === 0}
      >
        <ContentCopyIcon />
      </Action>
      <Menu anchorEl={copyMenu} open={copyMenu !== null} onClose={() => setCopyMenu(null)}>
        <MenuItem onClick={() => void copy('text')}>{t('shopping.actions.copyText')}</MenuItem>
        <MenuItem onClick={() => void copy('markdown')}>{t('shopping.actions.copyMarkdown')}</MenuItem>
      </Menu>
      {props.checkedCount > 0 && (
        <Action label={t('shopping.actions.deleteChecked')} onClick={() => setConfirming('deleteChecked')}>
          <DeleteSweepIcon />
        </Action>
      )}
      <Action label={props.grouped ? t('shopping.actions.ungroup') : t('shopping.actions.group')} onClick={props.onToggleGrouping}>
        {props.grouped ? <LabelOffIcon /> : <LabelIcon />}
      </Action>
      <Action label={t('shopping.actions.reorderLabels')} onClick={props.onReorderLabels} disabled={!props.online}>
        <SwapVertIcon />
      </Action>
      {props.checkedCount > 0 && (
        <Action label={t('shopping.actions.uncheckAll')} onClick={() => setConfirming('uncheckAll')}>
          <CheckBoxOutlineBlankIcon />
        </Action>
      )}
      {props.uncheckedCount > 0 && (
        <Action label={t('shopping.actions.checkAll')} onClick={() => setConfirming('checkAll')}>
          <CheckBoxIcon />
        </Action>
      )}
      <ConfirmDialog
        open={current !== null}
        title={current?.title ?? ''}
        message={current?.message ?? ''}
        confirmLabel={current?.title ?? ''}
        color={current?.color}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          current?.action();
          setConfirming(null);
        }}
      />
    </Box>
  );
}
