/**
 * After every navigation (WCAG 2.4.2 and 2.4.3): the document's title
 * says what is on the page, focus moves to the page's main heading (the main region until the
 * heading is there), and a polite live region reads the new title. Focus stays where it is when
 * it was in the player bar, so pressing next there does not throw a keyboard user elsewhere, and
 * when the person pressed, typed or tabbed while the new page was loading: a slow page must not
 * pull focus out of the field they went on to type in.
 */
import { VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pageTitle, routeTitle, SITE_NAME, useCurrentAddress, useDataTitle } from './page-title';

/** Where focus is not taken from on navigation. */
const KEEPS_FOCUS = '[data-keeps-focus]';
/** How long a page may take to show its heading after the navigation. */
const HEADING_WAIT_MS = 3000;
/** A title that changes again this soon (its data arriving) is read once, the last one. */
const ANNOUNCE_AFTER_MS = 250;

/** A press, typing, or Tab: the person has put focus somewhere themselves. */
function isPersonMovingOn(event: Event): boolean {
  return !(event instanceof KeyboardEvent) || event.key === 'Tab';
}
const MOVING_ON_EVENTS = ['pointerdown', 'input', 'keydown'] as const;

function focusMain(main: HTMLElement): () => void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest(KEEPS_FOCUS)) return () => {};
  const focusHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => {};
  main.focus({ preventScroll: true });
  // A page still loading shows its heading later: focus moves there unless the person moved it.
  const observer = new MutationObserver(() => {
    // The person moved focus meanwhile (a removed element leaves it on body: not a move).
    const active = document.activeElement;
    if (active !== main && active !== document.body) return observer.disconnect();
    if (focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

export function RouteAnnouncer({ mainId }: { mainId: string }) {
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '' });
  const paramsKey = useRouterState({
    select: (state) => JSON.stringify(state.matches.at(-1)?.params ?? {}),
  });
  const address = useCurrentAddress();
  // Focus waits for the new page: the location changes when a navigation starts, while the old
  // page is still on screen; the resolved one once the new page's data and code are there.
  const arrived = useRouterState({ select: (state) => state.resolvedLocation?.href ?? '' });
  const own = useDataTitle(address);
  const title = pageTitle(own ?? routeTitle(routeId, JSON.parse(paramsKey)));
  const [announced, setAnnounced] = useState('');
  const navigated = useRef(false);
  const openedOn = useRef(address);
  const leftFirstPage = useRef(false);
  const firstArrival = useRef<string | null>(null);
  const latestTitle = useRef(title);
  const announceTimer = useRef<number | undefined>(undefined);
  /** Whether the person moved on since the navigation began (see the header). */
  const movedOn = useRef(false);

  useEffect(() => {
    const note = (event: Event) => {
      if (isPersonMovingOn(event)) movedOn.current = true;
    };
    for (const kind of MOVING_ON_EVENTS) document.addEventListener(kind, note, true);
    return () => {
      for (const kind of MOVING_ON_EVENTS) document.removeEventListener(kind, note, true);
    };
  }, []);

  // A navigation begins when the address changes: what the person did before it (the press that
  // started it) is not moving on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per address, to reset
  useEffect(() => {
    movedOn.current = false;
  }, [address]);

  /** Reads the title once it has settled (a data page names itself a moment after it opens). */
  const announce = useCallback(() => {
    window.clearTimeout(announceTimer.current);
    announceTimer.current = window.setTimeout(
      () => setAnnounced(latestTitle.current),
      ANNOUNCE_AFTER_MS,
    );
  }, []);
  useEffect(() => () => window.clearTimeout(announceTimer.current), []);

  useEffect(() => {
    if (address !== openedOn.current) leftFirstPage.current = true;
    // On the page the app opened on, a data page's name came with the HTML (the server named the
    // song): the route's generic name ('Canción') would flash in the tab until the data names it.
    const namedByServer = ![SITE_NAME, '', title].includes(document.title);
    if (!leftFirstPage.current && own === null && namedByServer) return;
    if (document.title !== title) document.title = title;
    latestTitle.current = title;
    // The first page is announced by the browser itself as it loads.
    if (navigated.current) announce();
  }, [title, own, address, announce]);

  useEffect(() => {
    if (!arrived) return;
    // The page the app opened on is not a navigation: the browser put focus where it belongs.
    if (firstArrival.current === null) firstArrival.current = arrived;
    if (arrived === firstArrival.current && !navigated.current) return;
    navigated.current = true;
    announce();
    const main = document.getElementById(mainId);
    if (!main) return;
    let release = () => {};
    const frame = requestAnimationFrame(() => {
      if (!movedOn.current) release = focusMain(main);
    });
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [arrived, mainId, announce]);

  return (
    // A live region without the status role: pages have their own status messages to find.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer>
      {announced}
    </VisuallyHidden>
  );
}
