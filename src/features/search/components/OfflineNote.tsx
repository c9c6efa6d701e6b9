import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { SEARCH_TEXTS } from '../../../../domain/search-terms';

/** Says that the results come from this device only (no connection). */
export function OfflineNote() {
  return (
    <Alert
      role="status"
      variant="light"
      color="yellow"
      icon={<IconWifiOff size={18} aria-hidden />}
      styles={{ message: { color: 'var(--tb-warning-text)' } }}
    >
      {SEARCH_TEXTS.offlineNote}
    </Alert>
  );
}
