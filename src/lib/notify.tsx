/**
 * The app's one notification container (spec section 8 alerts: library and playlist messages,
 * refused offline changes, a song that cannot play). Mounted once, on the first message, in its own
 * root at the end of the body: Mantine's notifications and their styles stay out of a visitor's
 * first download, and a message shows on every screen, above the player and the bottom bar.
 */
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import {
  cleanNotifications,
  createNotificationsStore,
  Notifications,
  showNotification,
} from '@mantine/notifications';
import { createRoot, type Root } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../theme';
import { colorSchemeProps } from './color-scheme';

const store = createNotificationsStore();
let mounted: { host: HTMLElement; root: Root } | null = null;

function mount(): void {
  if (mounted || typeof document === 'undefined') return;
  const host = document.createElement('div');
  host.dataset.appNotifications = '';
  document.body.append(host);
  const root = createRoot(host);
  mounted = { host, root };
  root.render(
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
  /**
   * A link after the message ('Ver canción'). The message lives outside the router's tree, so the
   * caller says how to go there without a page load.
   */
  link?: { text: string; href: string; go: (href: string) => void };
}

export function notify(kind: 'success' | 'error', message: string, options: NotifyOptions = {}) {
  mount();
  const color = kind === 'success' ? 'green.9' : 'tamboraRed.9';
  const { link, ...rest } = options;
  // Its close button has only an icon: a name for screen readers (axe 'button-name').
  showNotification(
    {
      color,
      message: link ? <MessageWithLink message={message} link={link} /> : message,
      closeButtonProps: { 'aria-label': 'Cerrar notificación' },
      ...rest,
    },
    store,
  );
}

function MessageWithLink({
  message,
  link,
}: {
  message: string;
  link: NonNullable<NotifyOptions['link']>;
}) {
  return (
    <>
      {message}{' '}
      <a
        href={link.href}
        style={{ fontWeight: 700, color: 'inherit', textDecoration: 'underline' }}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          link.go(link.href);
        }}
      >
        {link.text}
      </a>
    </>
  );
}

/** Tests: no message of one test is still on screen in the next. */
export function clearNotificationsForTests(): void {
  cleanNotifications(store);
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
}
