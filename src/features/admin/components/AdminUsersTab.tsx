import { Button, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../../domain/auth';
import { ErrorList } from '../../auth/components/ErrorList';
import { useSessionUser } from '../../auth/session-store';
import { roleLabel } from '../../profiles/profile-kind';
import { UNKNOWN } from '../../songs/components/song-texts';
import { ListStatus } from '../../songs/lists/ListStatus';
import { adminKeys, deleteUser, fetchAdminUsers } from '../api';
import { ADMIN_TEXTS } from '../texts';
import { useAdminList } from '../use-admin-list';
import { AdminPager } from './AdminPager';
import type { AdminListTabProps } from './AdminSongsTab';
import { type AdminColumn, AdminTable } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';

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

/** 'Usuarios Creados': every profile, 4 a page, to edit or delete. */
export function AdminUsersTab({ page, onPage }: AdminListTabProps) {
  const viewer = useSessionUser();
  const list = useAdminList<Profile>({
    baseKey: adminKeys.users,
    fetchPage: fetchAdminUsers,
    page,
    onPage,
    idOf: (profile) => profile.user_id,
    remove: deleteUser,
    deleteFallback: ADMIN_TEXTS.deleteUserFailed,
  });
  const { query } = list;

  return (
    <>
      <ErrorList errors={list.errors} onExpire={list.clearErrors} />
      {query.status !== 'success' ? (
        <ListStatus status={query.status} error={query.error} />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{ADMIN_TEXTS.noUsers}</Text>
      ) : (
        <AdminTable
          label={ADMIN_TEXTS.usersTable}
          columns={COLUMNS}
          rows={query.data.items}
          rowKey={(profile) => profile.user_id}
          firstNumber={list.firstNumber}
          actions={(profile) => (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={`Editar ${fullName(profile)}`}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/EditProfileAdmin/$userId"
                    params={{ userId: String(profile.user_id) }}
                  />
                )}
              >
                Editar
              </Button>
              {/* Deleting their own account here would sign the admin out mid-task: others' only. */}
              {profile.user_id !== viewer?.credentials_id && (
                <Button
                  size="xs"
                  variant="light"
                  color="tamboraRed"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Eliminar ${fullName(profile)}`}
                  disabled={list.removing}
                  onClick={() => list.ask(profile)}
                >
                  Eliminar
                </Button>
              )}
            </>
          )}
        />
      )}
      {query.data && (
        <AdminPager page={page} pages={list.pages} onPage={onPage} label={ADMIN_TEXTS.usersPager} />
      )}
      <ConfirmDelete
        title={ADMIN_TEXTS.deleteUserTitle}
        question={ADMIN_TEXTS.deleteUserQuestion}
        name={list.asking ? fullName(list.asking) : null}
        onConfirm={list.confirm}
        onCancel={list.cancel}
      />
    </>
  );
}
