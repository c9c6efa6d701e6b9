import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** DECISIONS "Offline-first": uploading needs a connection, said before the person tries. */
export function OfflineNotice({ text }: { text: string }) {
  return (
    <Alert
      role="status"
      color="tamboraBlue"
      variant="light"
      icon={<IconWifiOff aria-hidden />}
      styles={{ message: { color: 'var(--tb-accent)' } }}
    >
      {text}
    </Alert>
  );
}
