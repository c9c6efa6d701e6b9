import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { type UpdateStore, updateStore } from '../lib/sw-bridge';
import classes from './Banners.module.css';

/** Shown when a new version of the app is waiting (sw/sw.ts waits instead of taking over). */
export function UpdateBanner({ store = updateStore }: { store?: UpdateStore }) {
  const available = useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
  if (!available) return null;
  return (
    <div role="status" className={classes.update}>
      <span>Nueva versión disponible</span>
      <Button
        size="compact-sm"
        variant="white"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={store.apply}
      >
        Actualizar
      </Button>
    </div>
  );
}
