import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ViewMode } from './use-view-mode';

/**
 * The columns of the recipe results at the current width: cards 1/2/3/4 from xs/sm/lg/xl, the
 * list 1/2 from xs/md. `noSsr` answers on the first render, so the rows are not laid out twice.
 */
export function useColumnCount(viewMode: ViewMode): number {
  const sm = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const md = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const lg = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const xl = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  if (viewMode === 'list') return md ? 2 : 1;
  return xl ? 4 : lg ? 3 : sm ? 2 : 1;
}
