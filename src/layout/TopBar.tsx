import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMenu2, IconUpload } from '@tabler/icons-react';
import { Suspense } from 'react';
import type { SessionUser } from '../../domain/api';
import { isComposer } from '../features/auth/session-store';
import { lazyTracked } from '../lib/lazy-tracked';
import { useSettled } from '../lib/performance-marks';
import { RouterAnchor } from '../lib/RouterAnchor';
import { SearchBox } from './SearchBox';
import classes from './TopBar.module.css';

// Menus, avatar and the notifications query only matter once someone has signed in.
const SignedInActions = lazyTracked(async () => ({
  default: (await import('./SignedInActions')).SignedInActions,
}));

/**
 * The latest the bell and avatar wait for the screen to settle. They come after it: asked for
 * beside it, their chunks and the notifications' query went ahead of the screen's own code and
 * data on a phone's link, and a signed-in /Library painted its largest image 200–300 ms later in
 * Lighthouse's simulation (docs/performance-log.md). Their room is held meanwhile.
 */
const ACCOUNT_CONTROLS_LATEST_MS = 3000;

/** The bell and the avatar, once the screen has settled; their room held until they are drawn. */
function AccountControls({ user, isPhone }: { user: SessionUser; isPhone: boolean }) {
  const screenSettled = useSettled(ACCOUNT_CONTROLS_LATEST_MS);
  const room = (
    <div className={isPhone ? classes.actionsPlaceholderPhone : classes.actionsPlaceholder} />
  );
  if (!screenSettled) return room;
  return (
    <Suspense fallback={room}>
      <SignedInActions user={user} isPhone={isPhone} />
    </Suspense>
  );
}

export interface TopBarProps {
  isPhone: boolean;
  menuOpened: boolean;
  onOpenMenu: () => void;
  /** Starts loading the drawer when the person is about to open it. */
  onPrepareMenu?: () => unknown;
  /** The signed-in person, or null for a visitor. */
  user?: SessionUser | null;
}

/**
 * Spec section 2 top bar: brand, search box, then 'Registrarse' and 'Iniciar Sesión' for visitors,
 * or, signed in, 'SUBIR' for composers once their onboarding ended with the terms accepted, and
 * the bell and avatar menus (loaded once the screen has settled: a visitor's first visit never
 * downloads them).
 */
export function TopBar({ isPhone, menuOpened, onOpenMenu, onPrepareMenu, user }: TopBarProps) {
  return (
    <header className={classes.bar}>
      <Group gap={isPhone ? 4 : 'sm'} wrap="nowrap" className={classes.start}>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          aria-label="Abrir menú"
          aria-expanded={menuOpened}
          aria-controls="menu-lateral"
          onClick={onOpenMenu}
          onPointerEnter={onPrepareMenu}
          onFocus={onPrepareMenu}
        >
          <IconMenu2 size={24} aria-hidden />
        </ActionIcon>
        <RouterAnchor href="/" className={classes.brand}>
          <img src="/icons/favicon.svg" alt="" width={28} height={28} className={classes.logo} />
          <span className={classes.brandText}>Tambora</span>
        </RouterAnchor>
      </Group>
      <div className={isPhone ? classes.searchPhone : classes.search}>
        <SearchBox collapsed={isPhone} />
      </div>
      {user ? (
        <Group gap={isPhone ? 4 : 'sm'} wrap="nowrap" className={classes.end}>
          {isComposer(user) && user.terms_accepted && (
            <Button
              component={RouterAnchor}
              href="/uploadSong"
              color="tamboraRed"
              size={isPhone ? 'compact-sm' : 'sm'}
              leftSection={isPhone ? undefined : <IconUpload size={18} aria-hidden />}
            >
              SUBIR
            </Button>
          )}
          <AccountControls user={user} isPhone={isPhone} />
        </Group>
      ) : (
        <Group gap={isPhone ? 6 : 'sm'} wrap="nowrap" className={classes.end}>
          <Button
            component={RouterAnchor}
            href="/RegisterPageV1"
            variant="white"
            size={isPhone ? 'compact-sm' : 'sm'}
          >
            Registrarse
          </Button>
          <Button
            component={RouterAnchor}
            href="/LoginPageV1"
            color="tamboraRed"
            size={isPhone ? 'compact-sm' : 'sm'}
          >
            Iniciar Sesión
          </Button>
        </Group>
      )}
    </header>
  );
}
