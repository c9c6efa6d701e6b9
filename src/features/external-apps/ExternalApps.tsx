import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { APP_PASSWORD_TEXTS, type CreatedAppPassword } from '../../../domain/app-passwords';
import { errorText } from '../../lib/api-errors';
import { notify } from '../../lib/notify';
import { useOnline } from '../../lib/use-online';
import {
  appPasswordKeys,
  createAppPassword,
  fetchAppPasswords,
  revokeAppPassword,
} from './app-passwords-api';

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('es-DO', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * Configuración → 'Aplicaciones externas' (docs/product.md "Aplicaciones externas"): what to type
 * into a Subsonic player, a password made for each app (shown once, to copy) and each one revoked.
 */
export function ExternalApps({ email }: { email: string | null }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [made, setMade] = useState<CreatedAppPassword | null>(null);
  const passwords = useQuery({
    queryKey: appPasswordKeys.all,
    queryFn: fetchAppPasswords,
    enabled: online,
  });
  const create = useMutation({
    mutationFn: createAppPassword,
    onSuccess: (created) => {
      setMade(created);
      setName('');
      void queryClient.invalidateQueries({ queryKey: appPasswordKeys.all });
    },
    onError: (error) => notify('error', errorText(error, APP_PASSWORD_TEXTS.createFailed)),
  });
  const revoke = useMutation({
    mutationFn: (one: { id: number; name: string }) => revokeAppPassword(one.id),
    onSuccess: (_, one) => {
      if (made?.id === one.id) setMade(null);
      notify('success', APP_PASSWORD_TEXTS.revoked(one.name));
      void queryClient.invalidateQueries({ queryKey: appPasswordKeys.all });
    },
    onError: (error) => notify('error', errorText(error, APP_PASSWORD_TEXTS.revokeFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };

  return (
    <Stack component="section" gap="sm" maw={560} aria-labelledby="aplicaciones-externas">
      <Title order={2} size="h5" id="aplicaciones-externas">
        {APP_PASSWORD_TEXTS.section}
      </Title>
      <Text size="sm">{APP_PASSWORD_TEXTS.intro}</Text>
      <Text size="sm">
        {APP_PASSWORD_TEXTS.server}: <Code>{window.location.origin}</Code> ·{' '}
        {APP_PASSWORD_TEXTS.user}: <Code>{email}</Code>
      </Text>
      {!online && <Text size="sm">{APP_PASSWORD_TEXTS.offline}</Text>}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={APP_PASSWORD_TEXTS.name}
            placeholder={APP_PASSWORD_TEXTS.namePlaceholder}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            type="submit"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={create.isPending}
            disabled={!online || name.trim() === ''}
          >
            {APP_PASSWORD_TEXTS.create}
          </Button>
        </Group>
      </form>
      {made && (
        <Alert title={made.name} role="status">
          <Stack gap={6}>
            <Code block aria-label={`Contraseña de ${made.name}`}>
              {made.password}
            </Code>
            <Text size="sm">{APP_PASSWORD_TEXTS.shownOnce}</Text>
            <CopyButton value={made.password}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? APP_PASSWORD_TEXTS.copied : APP_PASSWORD_TEXTS.copy}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {passwords.data?.length === 0 && <Text size="sm">{APP_PASSWORD_TEXTS.none}</Text>}
      {passwords.data && passwords.data.length > 0 && (
        <List listStyleType="none" spacing="xs" aria-label={APP_PASSWORD_TEXTS.section}>
          {passwords.data.map((one) => (
            <List.Item key={one.id}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{one.name}</Text>
                  <Text size="xs">
                    {APP_PASSWORD_TEXTS.createdOn(dateOf(one.created_at))} ·{' '}
                    {one.last_used_at
                      ? APP_PASSWORD_TEXTS.lastUsed(dateOf(one.last_used_at))
                      : APP_PASSWORD_TEXTS.neverUsed}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="subtle"
                  color="tamboraRed.8"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={APP_PASSWORD_TEXTS.revokeOf(one.name)}
                  disabled={!online}
                  loading={revoke.isPending && revoke.variables?.id === one.id}
                  onClick={() => revoke.mutate({ id: one.id, name: one.name })}
                >
                  {APP_PASSWORD_TEXTS.revoke}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
