import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A parse is trusted from 75 %; the admin page warns from 60 % (screens.md §9). */
export const CONFIDENCE_OK = 0.75;
const CONFIDENCE_WARN = 0.6;

export function confidenceColor(value: number): 'success' | 'warning' | 'error' {
  if (value >= CONFIDENCE_OK) return 'success';
  if (value >= CONFIDENCE_WARN) return 'warning';
  return 'error';
}

export interface ConfidenceChipProps {
  /** From 0 to 1. */
  value: number;
  /** What the confidence is about ("Food"); the chip then reads "Food 92 %". */
  label?: string;
}

/** A parser's confidence as a coloured percentage. */
export function ConfidenceChip({ value, label }: ConfidenceChipProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={confidenceColor(value)}
      label={label ? t('common.confidence.labelled', { label, percent }) : percent}
      aria-label={t('common.confidence.aria', { label: label ?? t('common.confidence.average'), percent })}
    />
  );
}
