import { Button, Divider, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { MAX_REASON_LENGTH } from '../../../../domain/moderation-texts';
import { hasRole, ROLE_LABELS, ROLES, type Role } from '../../../../domain/roles';
import { notify } from '../../../lib/notify';
import { ErrorList } from '../../auth/components/ErrorList';
import { useErrorList } from '../../auth/use-error-list';
import { adminKeys, changeRole, reactivateAccount, suspendAccount } from '../api';
import { MODERATION_UI_TEXTS as TEXTS } from '../texts';

/** The one role the admin's select shows: the highest the person holds. */
function roleOf(profile: Profile): Role {
  return [...ROLES].reverse().find((role) => hasRole(profile.roles, role)) ?? 'user';
}

export interface ModeratePersonProps {
  /** The person asked about; null when no dialog is open. */
  profile: Profile | null;
  name: string;
  onClose: () => void;
}

/**
 * An admin changes a person's role, or suspends and reactivates them. The
 * server refuses what would leave no active admin and says so; each change is in 'Registro'.
 */
export function ModeratePerson({ profile, name, onClose }: ModeratePersonProps) {
  return (
    <Modal
      opened={profile !== null}
      onClose={onClose}
      title={TEXTS.title(name)}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {/* Mounted only while open, so each time starts from the person's current state. */}
      {profile && <Moderation profile={profile} name={name} onClose={onClose} />}
    </Modal>
  );
}

function Moderation({
  profile,
  name,
  onClose,
}: {
  profile: Profile;
  name: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const errors = useErrorList();
  const [role, setRole] = useState<Role>(roleOf(profile));
  const [reason, setReason] = useState('');
  const action = useMutation({
    mutationFn: (run: () => Promise<string>) => run(),
    onMutate: () => errors.clear(),
    onSuccess: async (message) => {
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
      await queryClient.invalidateQueries({ queryKey: adminKeys.log });
      onClose();
    },
    onError: (error) => errors.showError(error, TEXTS.failed),
  });
  const userId = profile.user_id;
  const busy = action.isPending;

  return (
    <Stack gap="md">
      <ErrorList errors={errors.errors} onExpire={errors.clear} />
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={TEXTS.role}
          data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          style={{ flex: '1 1 10rem' }}
        />
        <Button
          variant="light"
          disabled={busy || role === roleOf(profile)}
          onClick={() =>
            action.mutate(async () => {
              await changeRole(userId, role);
              return TEXTS.roleChanged(name, ROLE_LABELS[role]);
            })
          }
        >
          {TEXTS.changeRole}
        </Button>
      </Group>
      <Divider label={TEXTS.suspension} labelPosition="left" />
      {profile.suspended ? (
        <>
          <Text size="sm">{TEXTS.suspendedHint}</Text>
          <Group justify="flex-end">
            <Button
              disabled={busy}
              onClick={() =>
                action.mutate(async () => {
                  await reactivateAccount(userId);
                  return TEXTS.reactivatedDone(name);
                })
              }
            >
              {TEXTS.reactivate}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{TEXTS.suspendHint}</Text>
          <Textarea
            label={TEXTS.suspendReason}
            rows={2}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              color="tamboraRed"
              disabled={busy}
              onClick={() =>
                action.mutate(async () => {
                  await suspendAccount(userId, reason.trim() || undefined);
                  return TEXTS.suspendedDone(name);
                })
              }
            >
              {TEXTS.suspend}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
