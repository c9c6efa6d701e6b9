import { Stack, Switch, Text } from '@mantine/core';
import { PUSH_TEXTS } from '../../../../domain/push-texts';
import { useDevicePush } from '../use-device-push';

/**
 * 'Recibir avisos en este dispositivo' in Configuración. An iPhone or iPad that has not installed
 * Tambora is told how to, rather than offered a permission its browser would refuse.
 */
export function DevicePushSwitch() {
  const push = useDevicePush();
  if (push.availability === 'install-first')
    return <Text size="sm">{PUSH_TEXTS.installFirst}</Text>;
  if (push.availability === 'unsupported') {
    return (
      <Text size="sm" c="dimmed">
        {PUSH_TEXTS.unsupported}
      </Text>
    );
  }
  const denied = push.availability === 'denied';
  return (
    <Stack gap={4}>
      <Switch
        checked={push.on === true}
        disabled={push.busy || push.on === null || (denied && push.on !== true)}
        onChange={(event) => void push.change(event.currentTarget.checked)}
        label={PUSH_TEXTS.deviceSwitch}
        description={PUSH_TEXTS.deviceSwitchHint}
      />
      {denied && (
        <Text size="sm" c="dimmed">
          {PUSH_TEXTS.denied}
        </Text>
      )}
    </Stack>
  );
}
