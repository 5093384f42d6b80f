/** Swatches offered by the label colour picker (Material 500 shades plus Mealie's grey default). */
export const LABEL_SWATCHES = [
  '#959595',
  '#F44336',
  '#E91E63',
  '#9C27B0',
  '#3F51B5',
  '#2196F3',
  '#00BCD4',
  '#009688',
  '#4CAF50',
  '#8BC34A',
  '#FFEB3B',
  '#FF9800',
  '#795548',
] as const;

export const DEFAULT_LABEL_COLOR = '#959595';

/** The label form's own check, so that the picker and the form agree. */
export { isHexColor } from '../../../api/labels/save-label';

/** A random opaque colour as `#RRGGBB`. */
export function randomColor(random: () => number = Math.random): string {
  const channel = () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`.toUpperCase();
}

/** Black or white, whichever reads better on the given background (WCAG relative luminance). */
export function textColorOn(background: string): '#000000' | '#FFFFFF' {
  if (!/^#[0-9a-fA-F]{6}/.test(background)) return '#000000';
  const [r, g, b] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(background.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
