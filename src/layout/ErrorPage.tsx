import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { RouterAnchor } from '../lib/RouterAnchor';

/**
 * DECISIONS "Errors": replaces the router's 'Unexpected Application Error!'. Internals stay in the
 * console; the person gets a Spanish explanation and a way forward.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    // Loader errors are cached in the match: invalidating runs the loaders again.
    void router.invalidate();
  };
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center" role="alert">
      <Title order={1}>Algo salió mal</Title>
      <Text c="dimmed" maw={460}>
        Ocurrió un error inesperado al mostrar esta página. Inténtalo de nuevo o vuelve al inicio.
      </Text>
      <Group justify="center">
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
          Reintentar
        </Button>
        <Button
          component={RouterAnchor}
          href="/"
          variant="outline"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          Ir a Inicio
        </Button>
      </Group>
    </Stack>
  );
}
