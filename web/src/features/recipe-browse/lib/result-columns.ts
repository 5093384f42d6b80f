import { BREAKPOINTS } from '../../../config/constants';

/** The breakpoints the results change at (`xs` is the single column below them). */
type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * How many recipes a row of results holds, from the widest breakpoint down: cards 4/3/2 from
 * xl/lg/sm, the list 2 from md, one column below. The grid (useColumnCount) and the cards'
 * `sizes` attribute both read this, so the picture a browser picks fits the column it fills.
 */
export const RESULT_COLUMNS: Record<'cards' | 'list', { from: Breakpoint; columns: number }[]> = {
  cards: [
    { from: 'xl', columns: 4 },
    { from: 'lg', columns: 3 },
    { from: 'sm', columns: 2 },
  ],
  list: [{ from: 'md', columns: 2 }],
};

/** The `sizes` attribute of a card's picture: the share of the viewport one column takes. */
export function cardImageSizes(): string {
  const widths = RESULT_COLUMNS.cards.map(
    ({ from, columns }) => `(min-width: ${BREAKPOINTS[from]}px) ${Number((100 / columns).toFixed(2))}vw`,
  );
  return [...widths, '100vw'].join(', ');
}
