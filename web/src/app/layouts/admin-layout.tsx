import { AdminDrawer } from './admin-drawer';
import { ShellLayout } from './shell-layout';

/** Every `/admin/*` page but the setup wizard; the router guards it with auth + admin-only. */
export function AdminLayout() {
  return <ShellLayout drawer={(close) => <AdminDrawer onNavigate={close} />} />;
}
