/**
 * The app's one notification container (spec section 8 alerts: library and playlist messages,
 * refused offline changes, a song that cannot play). Mounted once, on the first message, in its own
 * root at the end of the body: Mantine's notifications and their styles stay out of a visitor's
 * first download, and a message shows on every screen, above the player and the bottom bar.
 */
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { createNotificationsStore, Notifications, showNotification } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../theme';
import { colorSchemeProps } from './color-scheme';

const store = createNotificationsStore();
let mounted = false;

function mount(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.appNotifications = '';
  document.body.append(host);
  createRoot(host).render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      {...colorSchemeProps}
    >
      <Notifications store={store} position="top-center" zIndex={450} />
    </MantineProvider>,
  );
}

export interface NotifyOptions {
  title?: string;
  /** The same id shows once, however often it is announced. */
  id?: string;
  /** Milliseconds before it closes by itself (Mantine's default otherwise). */
  autoClose?: number;
}

export function notify(kind: 'success' | 'error', message: string, options: NotifyOptions = {}) {
  mount();
  const color = kind === 'success' ? 'green.9' : 'tamboraRed.9';
  // Its close button has only an icon: a name for screen readers (axe 'button-name').
  showNotification(
    { color, message, closeButtonProps: { 'aria-label': 'Cerrar notificación' }, ...options },
    store,
  );
}
