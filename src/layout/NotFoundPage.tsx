import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { RouterAnchor } from '../lib/RouterAnchor';

/** DECISIONS "Errors": a Spanish not-found page instead of the router's English default. */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Text fz={64} fw={800} c="var(--tb-accent)" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>Página no encontrada</Title>
      <Text c="dimmed" maw={420}>
        La página que buscas no existe o todavía no está disponible.
      </Text>
      <Button component={RouterAnchor} href="/" leftSection={<IconHome size={18} aria-hidden />}>
        Ir a Inicio
      </Button>
    </Stack>
  );
}
