import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useRoutePrefetch } from './use-route-prefetch';

export type LinkProps = Omit<MuiLinkProps<typeof RouterLink>, 'component' | 'to'> & { to: string };

/** An in-app text link that prefetches its route on hover or focus. */
export function Link({ to, ...props }: LinkProps) {
  const prefetch = useRoutePrefetch(to);
  return <MuiLink component={RouterLink} to={to} {...prefetch} {...props} />;
}
