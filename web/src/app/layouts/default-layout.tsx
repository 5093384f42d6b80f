import { DefaultDrawer } from './default-drawer';
import { ShellLayout } from './shell-layout';

export function DefaultLayout() {
  return <ShellLayout drawer={(close) => <DefaultDrawer onNavigate={close} />} />;
}
