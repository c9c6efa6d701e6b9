import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../../domain/auth';
import { useSessionUser } from '../../auth/session-store';
import { roleLabel } from '../../profiles/profile-kind';
import { UNKNOWN } from '../../songs/components/song-texts';
import { adminKeys, deleteUser, fetchAdminUsers } from '../api';
import { ADMIN_TEXTS } from '../texts';
import { type AdminListTabProps, AdminListView } from './AdminListView';
import type { AdminColumn } from './AdminTable';
import { ConfirmUserDeletion } from './ConfirmUserDeletion';

function fullName(profile: Profile): string {
  return [profile.name, profile.lastName].filter(Boolean).join(' ').trim() || UNKNOWN;
}

const DATE = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium' });

const COLUMNS: readonly AdminColumn<Profile>[] = [
  { header: 'Nombre', cell: fullName },
  { header: 'Usuario/Apodo', cell: (profile) => profile.nickname || '—' },
  { header: 'Rol', cell: (profile) => roleLabel(profile.roles) },
  { header: 'Registrado', cell: (profile) => DATE.format(new Date(profile.createdAt)) },
];

const TEXTS = {
  table: ADMIN_TEXTS.usersTable,
  pager: ADMIN_TEXTS.usersPager,
  empty: ADMIN_TEXTS.noUsers,
  deleteTitle: ADMIN_TEXTS.deleteUserTitle,
  deleteQuestion: ADMIN_TEXTS.deleteUserQuestion,
};

/** 'Usuarios Creados': every profile, 4 a page, to edit or delete. */
export function AdminUsersTab({ page, onPage }: AdminListTabProps) {
  const viewer = useSessionUser();
  return (
    <AdminListView<Profile>
      baseKey={adminKeys.users}
      fetchPage={fetchAdminUsers}
      page={page}
      onPage={onPage}
      idOf={(profile) => profile.user_id}
      remove={deleteUser}
      deleteFallback={ADMIN_TEXTS.deleteUserFailed}
      texts={TEXTS}
      columns={COLUMNS}
      nameOf={fullName}
      editLink={(profile, props) => (
        <Link {...props} to="/EditProfileAdmin/$userId" params={{ userId: profile.user_id }} />
      )}
      // Deleting their own account here would sign the admin out mid-task: others' only.
      canDelete={(profile) => profile.user_id !== viewer?.credentials_id}
      renderConfirm={({ row, onConfirm, onCancel }) => (
        <ConfirmUserDeletion profile={row} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    />
  );
}
