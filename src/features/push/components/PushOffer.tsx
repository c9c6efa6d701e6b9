import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PUSH_TEXTS } from '../../../../domain/push-texts';
import { deviceSetting } from '../../../lib/device-setting';
import { currentPushSubscription, pushAvailability } from '../device-push';
import { useDevicePush } from '../use-device-push';

const isOfferState = (stored: string): stored is 'not-yet' | 'done' =>
  ['not-yet', 'done'].includes(stored);
/** Whether this device was offered push notices already (accepted or not): it is offered once. */
const offered = deviceSetting('tambora:push-offer', 'not-yet', isOfferState);

/** After a follow: worth offering notices on this device? Never when it cannot have them. */
export async function shouldOfferPush(): Promise<boolean> {
  if (offered.get() === 'done') return false;
  const availability = pushAvailability();
  if (availability === 'unsupported' || availability === 'denied') return false;
  return (await currentPushSubscription().catch(() => null)) === null;
}

/**
 * The offer after a person's first follow (docs/product.md "Seguir y Novedades"): the browser's
 * permission is asked only if they press 'Recibir avisos'. On an iPhone that has not installed
 * Tambora it says how to install it instead.
 */
export function PushOffer({ onClose }: { onClose: () => void }) {
  const push = useDevicePush();
  const close = () => {
    offered.set('done');
    onClose();
  };
  const accept = async () => {
    await push.change(true);
    close();
  };
  const installFirst = push.availability === 'install-first';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      ta="left"
      role="region"
      aria-label={PUSH_TEXTS.deviceSwitch}
    >
      <Stack gap="xs">
        <Text size="sm">{installFirst ? PUSH_TEXTS.installFirst : PUSH_TEXTS.offer}</Text>
        <Group gap="xs">
          {!installFirst && (
            <Button size="compact-sm" loading={push.busy} onClick={() => void accept()}>
              {PUSH_TEXTS.offerAccept}
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" onClick={close}>
            {PUSH_TEXTS.offerDecline}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
