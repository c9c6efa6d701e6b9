/**
 * Library and playlist messages (spec section 8 alerts, refused offline changes). The app mounts
 * Mantine's notification container only with the player bar, so these messages have their own
 * store and container, mounted once on first use: they show on every screen, never twice.
 */
import { MantineProvider } from '@mantine/core';
import { createNotificationsStore, Notifications, showNotification } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../../theme';

const store = createNotificationsStore();
let mounted = false;

function mount(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.libraryNotifications = '';
  document.body.append(host);
  createRoot(host).render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications store={store} position="top-center" zIndex={450} />
    </MantineProvider>,
  );
}

export function notify(kind: 'success' | 'error', message: string, title?: string): void {
  mount();
  const color = kind === 'success' ? 'green.9' : 'tamboraRed.9';
  showNotification({ color, message, title }, store);
}
