import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RESULT_COLUMNS } from '../lib/result-columns';
import type { ViewMode } from './use-view-mode';

/**
 * The columns of the recipe results at the current width (RESULT_COLUMNS). `noSsr` answers on
 * the first render, so the rows are not laid out twice.
 */
export function useColumnCount(viewMode: ViewMode): number {
  const sm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const matches = { sm, md, lg, xl };
  const rule = RESULT_COLUMNS[viewMode === 'list' ? 'list' : 'cards'].find(({ from }) => matches[from]);
  return rule?.columns ?? 1;
}
