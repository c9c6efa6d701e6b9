import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/components/AdminPage';
import {
  type AdminSearch,
  type AdminTab,
  validateAdminSearch,
} from '../features/admin/search-params';

// Admins only (guard table); the server answers 403 to anyone else.
export const Route = createFileRoute('/AdminPage')({
  validateSearch: validateAdminSearch,
  component: AdminRoute,
});

function AdminRoute() {
  const { tab = 'usuarios', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: AdminTab, nextPage: number) =>
    void navigate({
      search: (): AdminSearch => ({
        // 'usuarios' is the default: not written in the address.
        ...(next !== 'usuarios' ? { tab: next } : {}),
        ...(nextPage > 1 ? { page: nextPage } : {}),
      }),
    });
  return <AdminPage tab={tab} page={page} onChange={change} />;
}
