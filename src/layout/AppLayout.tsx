import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIsPhone } from '../lib/breakpoints';
import { profileHref, readStoredUser } from '../lib/session';
import classes from './AppLayout.module.css';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';
import { TopBar } from './TopBar';
import { UpdateBanner } from './UpdateBanner';

// The drawer (with its focus trap and scroll lock) is only needed once the menu is opened.
const loadSideDrawer = () => import('./SideDrawer');
const SideDrawer = lazy(async () => ({ default: (await loadSideDrawer()).SideDrawer }));

/** Moves focus past the top bar without a hash change the router would treat as navigation. */
function skipToContent() {
  document.getElementById('contenido')?.focus();
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
  const profile = useMemo(() => profileHref(readStoredUser()), []);

  return (
    <div className={classes.shell} data-phone={isPhone || undefined}>
      <button type="button" className={classes.skip} onClick={skipToContent}>
        Saltar al contenido
      </button>
      <TopBar
        isPhone={isPhone}
        menuOpened={menuOpened}
        onOpenMenu={openMenu}
        onPrepareMenu={loadSideDrawer}
      />
      <OfflineBanner />
      {drawerMounted && (
        <Suspense fallback={null}>
          <SideDrawer opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <main id="contenido" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      {isPhone && <BottomBar profileHref={profile} />}
      <UpdateBanner />
    </div>
  );
}
