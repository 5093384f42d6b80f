import { useTheme } from '@mui/material/styles';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows rendered beyond each edge of the viewport, so that tabbing on finds the next cards in place. */
const OVERSCAN = 3;
/** Lists whose row heights are kept after they leave the page. */
const REMEMBERED_LISTS = 20;
/**
 * The viewport the first render places rows in, before the window is measured: a phone's. The
 * server's render of a page has no window, and the app's first render takes that markup over only
 * when it places the same rows; the window's own size follows at once, before the browser paints.
 */
const FIRST_RENDER_VIEWPORT = { width: 412, height: 900 };

/**
 * Measured row heights of lists that left the page, by list. Back on a list, its rows have their
 * real heights at once, so the restored scroll position shows the same rows as before.
 */
const rememberedRows = new Map<string, VirtualItem[]>();

function rememberRows(listKey: string, rows: VirtualItem[]) {
  rememberedRows.delete(listKey);
  rememberedRows.set(listKey, rows);
  for (const oldest of rememberedRows.keys()) {
    if (rememberedRows.size <= REMEMBERED_LISTS) break;
    rememberedRows.delete(oldest);
  }
}

export interface WindowRowsOptions {
  /** The list element; its distance from the top of the page is the virtualizer's scroll margin. */
  list: RefObject<HTMLElement | null>;
  /** Names the list's contents (e.g. its query), for the row heights remembered when it leaves the page. */
  listKey: string;
  count: number;
  /** Height in px of a row not yet measured. */
  estimateSize: number;
  /** Space between rows, in theme spacing units (the list's `gap`). */
  gap: number;
  getRowKey: (row: number) => string | number;
}

/** The distance in px from the top of the page to `list`, kept up to date as the page above it changes. */
function useScrollMargin(list: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Anything above the list that grows or shrinks (filters, chips, banners) resizes the body.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return margin;
}

/**
 * The rows of a list that scrolls with the page, only those near the viewport (TanStack Virtual's
 * window virtualizer). The list stays in the normal flow: padding above and below the rendered rows
 * stands for the rows left out, so the list's height is the virtualizer's total size. Each rendered
 * row needs `data-index` and `measureRow` as its ref, since rows differ in height.
 */
export function useWindowRows({ list, listKey, count, estimateSize, gap, getRowKey }: WindowRowsOptions) {
  const scrollMargin = useScrollMargin(list);
  const theme = useTheme();
  const [initialMeasurementsCache] = useState(() => rememberedRows.get(listKey) ?? []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: useCallback(() => estimateSize, [estimateSize]),
    getItemKey: getRowKey,
    gap: Number.parseFloat(theme.spacing(gap)),
    overscan: OVERSCAN,
    scrollMargin,
    initialMeasurementsCache,
    initialRect: FIRST_RENDER_VIEWPORT,
    initialOffset: 0,
  });

  const latestListKey = useRef(listKey);
  latestListKey.current = listKey;
  useEffect(
    () => () => {
      // Only rows that were measured: an estimate taken for a measurement would not be corrected for.
      const measured = virtualizer.measurementsCache.filter((row) => virtualizer.itemSizeCache.has(row.key));
      rememberRows(latestListKey.current, measured);
    },
    [virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    measureRow: virtualizer.measureElement,
    paddingTop: first ? first.start - scrollMargin : 0,
    // Before the first rows are placed (no viewport size yet) the padding alone gives the list its height,
    // so that a restored scroll position is not cut short.
    paddingBottom: virtualizer.getTotalSize() - (last ? last.end - scrollMargin : 0),
  };
}
