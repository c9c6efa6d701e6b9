import { Badge, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconShieldCog } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { ROLE_LABELS, ROLES } from '../../../../domain/roles';
import { UNKNOWN } from '../../../../domain/song-card-texts';
import { useSessionUser } from '../../auth/session-store';
import { roleLabel } from '../../profiles/profile-kind';
import {
  ADMIN_PEOPLE_PER_PAGE,
  adminKeys,
  deleteUser,
  fetchAdminUsers,
  type PeopleFilter,
} from '../api';
import { ADMIN_TEXTS, MODERATION_UI_TEXTS, PEOPLE_TEXTS } from '../texts';
import { type AdminListTabProps, AdminListView } from './AdminListView';
import type { AdminColumn } from './AdminTable';
import { ConfirmUserDeletion } from './ConfirmUserDeletion';
import { ModeratePerson } from './ModeratePerson';

function fullName(profile: Profile): string {
  return [profile.name, profile.lastName].filter(Boolean).join(' ').trim() || UNKNOWN;
}

const DATE = new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium' });

const COLUMNS: readonly AdminColumn<Profile>[] = [
  { header: 'Nombre', cell: fullName },
  { header: 'Usuario/Apodo', cell: (profile) => profile.nickname || '—' },
  { header: 'Rol', cell: (profile) => roleLabel(profile.roles) },
  { header: 'Registrado', cell: (profile) => DATE.format(new Date(profile.createdAt)) },
  {
    header: MODERATION_UI_TEXTS.status,
    cell: (profile) =>
      profile.suspended ? (
        <Badge color="tamboraRed" variant="light">
          {MODERATION_UI_TEXTS.suspended}
        </Badge>
      ) : (
        MODERATION_UI_TEXTS.active
      ),
  },
];

const TEXTS = {
  table: ADMIN_TEXTS.usersTable,
  pager: ADMIN_TEXTS.usersPager,
  empty: ADMIN_TEXTS.noUsers,
  deleteTitle: ADMIN_TEXTS.deleteUserTitle,
  deleteQuestion: ADMIN_TEXTS.deleteUserQuestion,
};

const ROLE_OPTIONS = [
  { value: '', label: PEOPLE_TEXTS.allRoles },
  ...ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
];

/**
 * 'Usuarios Creados': every profile, 20 a page, found by part of a name, nickname or email and
 * narrowed by role, to edit, moderate (role, suspension) or delete.
 */
export function AdminUsersTab({ page, onPage }: AdminListTabProps) {
  const viewer = useSessionUser();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const [role, setRole] = useState<PeopleFilter['role']>('');
  const [moderating, setModerating] = useState<Profile | null>(null);
  const filter: PeopleFilter = { q, role };
  // A new search starts on its first page.
  const filterKey = `${q}|${role}`;
  const lastKey = useRef(filterKey);
  useEffect(() => {
    if (lastKey.current === filterKey) return;
    lastKey.current = filterKey;
    if (page !== 1) onPage(1);
  }, [filterKey, page, onPage]);
  return (
    <>
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          label={PEOPLE_TEXTS.search}
          placeholder={PEOPLE_TEXTS.searchHint}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          type="search"
          maxLength={120}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={PEOPLE_TEXTS.role}
          data={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as PeopleFilter['role'])}
          style={{ flex: '0 1 12rem' }}
        />
      </Group>
      <AdminListView<Profile>
        baseKey={[...adminKeys.users, filter]}
        fetchPage={(params) => fetchAdminUsers(params, filter)}
        rowsPerPage={ADMIN_PEOPLE_PER_PAGE}
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
        moreActions={(profile) =>
          // Their own role and suspension are not the admin's to change here (the server agrees).
          profile.user_id !== viewer?.credentials_id && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconShieldCog size={16} aria-hidden />}
              aria-label={`${MODERATION_UI_TEXTS.moderate} a ${fullName(profile)}`}
              onClick={() => setModerating(profile)}
            >
              {MODERATION_UI_TEXTS.moderate}
            </Button>
          )
        }
        // Deleting their own account here would sign the admin out mid-task: others' only.
        canDelete={(profile) => profile.user_id !== viewer?.credentials_id}
        renderConfirm={({ row, onConfirm, onCancel }) => (
          <ConfirmUserDeletion profile={row} onConfirm={onConfirm} onCancel={onCancel} />
        )}
      />
      <ModeratePerson
        profile={moderating}
        name={moderating ? fullName(moderating) : ''}
        onClose={() => setModerating(null)}
      />
    </>
  );
}
