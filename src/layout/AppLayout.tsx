import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { confirmStoredSession } from '../features/auth/session-check';
import { isComposer, useSessionUser } from '../features/auth/session-store';
import { SongLibraryActions } from '../features/library/components/SongLibraryActions';
import { useSyncWaitingChanges } from '../features/library-sync/waiting-changes';
import { usePlayerMount } from '../features/player/use-player-mount';
import { usePlayerShortcuts } from '../features/player/use-player-shortcuts';
import { SongRowActionsContext } from '../features/songs/components/SongRowActions';
import { useIsPhone } from '../lib/breakpoints';
import { onReconnect } from '../lib/connectivity';
import { lazyTracked } from '../lib/lazy-tracked';
import { whenSettled } from '../lib/performance-marks';
import { profileHref } from '../lib/session';
import { whenIdle } from '../lib/when-idle';
import classes from './AppLayout.module.css';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';
import { PlayerSlot } from './PlayerSlot';
import { RouteAnnouncer } from './RouteAnnouncer';
import { TopBar } from './TopBar';
import { UpdateBanner } from './UpdateBanner';

// The drawer (with its focus trap and scroll lock) is only needed once the menu is opened.
const loadSideDrawer = () => import('./SideDrawer');
const SideDrawer = lazyTracked(async () => ({ default: (await loadSideDrawer()).SideDrawer }));
// The list of shortcuts, once someone presses '?'.
const ShortcutsHelp = lazyTracked(async () => ({
  default: (await import('../features/player/ShortcutsHelp')).ShortcutsHelp,
}));

/** Moves focus past the top bar without a hash change the router would treat as navigation. */
function skipToContent() {
  document.getElementById('contenido')?.focus();
}

/** The latest a start's own questions to the server wait for the browser to be idle. */
const START_QUESTIONS_WAIT_MS = 3000;

/**
 * Runs `ask` once the first screen has settled (then at the browser's first idle moment) and
 * again whenever the connection returns; returns the cleanup. Asked sooner, the session check and
 * the notices (requests, chunks) went ahead of the screen's own code, data and image on a phone's
 * few connections, and the screen's largest image came later (docs/performance-log.md).
 */
function afterSettledAndOnReconnect(ask: () => void): () => void {
  let cancelIdle: () => void = () => {};
  const cancelSettled = whenSettled(() => {
    cancelIdle = whenIdle(ask, { timeoutMs: START_QUESTIONS_WAIT_MS });
  }, START_QUESTIONS_WAIT_MS);
  const stopListening = onReconnect(ask);
  return () => {
    cancelSettled();
    cancelIdle();
    stopListening();
  };
}

/**
 * Spec section 4 with DECISIONS "Offline-first": the stored user is shown at once; the server
 * confirms it once the first screen has settled and whenever the connection returns (a 401 signs
 * out, offline never does). Every other request is the server's to refuse meanwhile.
 */
function useSessionConfirmation() {
  useEffect(() => {
    return afterSettledAndOnReconnect(() => void confirmStoredSession());
  }, []);
}

/**
 * What admins did to this person's songs, new songs of the creators they follow and, for a
 * creator, new followers, as notifications: asked at sign-in, once the first screen has settled,
 * and whenever the connection returns. Loaded only for someone signed in.
 */
function useServerNotices(userId: number | undefined, isCreator: boolean) {
  useEffect(() => {
    if (userId === undefined) return;
    // Gone (a sign-out, another person): what is still on its way is cancelled, and a pull whose
    // code arrives after does not start.
    const gone = new AbortController();
    const { signal } = gone;
    const pull = () => {
      // Unreachable now: the next start or reconnection asks again from the same point.
      void import('../features/notifications/server-notices')
        .then(({ pullNotices }) =>
          signal.aborted ? undefined : pullNotices(userId, undefined, signal),
        )
        .catch(() => undefined);
      void import('../features/follows/follow-notices')
        .then(({ pullFollowNotices }) =>
          signal.aborted
            ? undefined
            : pullFollowNotices({ userId, isCreator }, undefined, undefined, signal),
        )
        .catch(() => undefined);
    };
    const stopAsking = afterSettledAndOnReconnect(pull);
    return () => {
      gone.abort();
      stopAsking();
    };
  }, [userId, isCreator]);
}

/** The chrome every screen shares (spec section 2): top bar, side drawer, footer, phone bottom bar. */
export function AppLayout() {
  const isPhone = useIsPhone();
  const [menuOpened, menu] = useDisclosure(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const closeMenu = useCallback(() => menu.close(), [menu]);
  const openMenu = useCallback(() => {
    setDrawerMounted(true);
    menu.open();
  }, [menu]);
  const user = useSessionUser();
  useSessionConfirmation();
  useServerNotices(user?.credentials_id, isComposer(user));
  useSyncWaitingChanges(user?.credentials_id);
  usePlayerMount();
  const shortcuts = usePlayerShortcuts();

  return (
    <SongRowActionsContext.Provider value={SongLibraryActions}>
      <div className={classes.shell} data-phone={isPhone || undefined}>
        <button type="button" className={classes.skip} onClick={skipToContent}>
          Saltar al contenido
        </button>
        <TopBar
          isPhone={isPhone}
          menuOpened={menuOpened}
          onOpenMenu={openMenu}
          onPrepareMenu={loadSideDrawer}
          user={user}
        />
        <OfflineBanner />
        {drawerMounted && (
          <Suspense fallback={null}>
            <SideDrawer opened={menuOpened} onClose={closeMenu} />
          </Suspense>
        )}
        {shortcuts.helpOpen && (
          <Suspense fallback={null}>
            <ShortcutsHelp opened onClose={shortcuts.closeHelp} />
          </Suspense>
        )}
        <RouteAnnouncer mainId="contenido" />
        <main id="contenido" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <Footer />
        <PlayerSlot />
        {isPhone && <BottomBar profileHref={profileHref(user)} />}
        <UpdateBanner />
      </div>
    </SongRowActionsContext.Provider>
  );
}
