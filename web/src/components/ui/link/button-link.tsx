import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useRoutePrefetch } from './use-route-prefetch';

export type ButtonLinkProps = Omit<ButtonProps<typeof RouterLink>, 'component' | 'to'> & { to: string };

/** A button-styled in-app link that prefetches its route on hover or focus. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const prefetch = useRoutePrefetch(to);
  return <Button component={RouterLink} to={to} {...prefetch} {...props} />;
}
