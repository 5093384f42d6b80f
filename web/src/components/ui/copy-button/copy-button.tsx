import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS } from '../../../config/constants';

type CopyState = 'idle' | 'copied' | 'failed' | 'unsupported';

/** Copies `text`; the label confirms for a moment, or says why copying failed. */
export function CopyButton({ text, ...props }: { text: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState;
    if (!navigator.clipboard) {
      // The Clipboard API exists only in secure contexts (https or localhost).
      next = 'unsupported';
    } else {
      try {
        await navigator.clipboard.writeText(text);
        next = 'copied';
      } catch {
        next = 'failed';
      }
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  };

  const labels: Record<CopyState, string> = {
    idle: t('common.copy.copy'),
    copied: t('common.copy.copied'),
    failed: t('common.copy.failed'),
    unsupported: t('common.copy.unsupported'),
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={copy} aria-live="polite" {...props}>
      {labels[state]}
    </Button>
  );
}
