import Chip, { type ChipProps } from '@mui/material/Chip';
import { textColorOn } from '../lib/label-color';

/** A label shown in its own colour, with text that stays readable on it. */
export function LabelChip({ name, color, ...props }: { name: string; color: string } & Omit<ChipProps, 'label' | 'color'>) {
  return <Chip size="small" {...props} label={name} sx={{ bgcolor: color, color: textColorOn(color), ...props.sx }} />;
}
