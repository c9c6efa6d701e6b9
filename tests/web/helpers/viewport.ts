/**
 * A matchMedia that answers width queries from a width the test chooses, and tells listeners when
 * it changes, so layouts can be rendered "at 390 px" or "at 1366 px" in jsdom.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1366;
const lists = new Set<{ mql: MediaQueryList; listeners: Set<Listener>; last: boolean }>();

export function evaluateMediaQuery(query: string, viewportWidth: number): boolean {
  const conditions = query.split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const match = /\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em)\s*\)/i.exec(condition);
    if (!match) {
      // Nothing but widths is emulated: prefers-reduced-motion, dark scheme... answer "no".
      return false;
    }
    const value = Number(match[2]) * (match[3].toLowerCase() === 'em' ? 16 : 1);
    return match[1].toLowerCase() === 'min' ? viewportWidth >= value : viewportWidth <= value;
  });
}

export function setViewportWidth(next: number): void {
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next });
  for (const entry of lists) {
    const matches = evaluateMediaQuery(entry.mql.media, width);
    if (matches === entry.last) continue;
    entry.last = matches;
    const event = { matches, media: entry.mql.media } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string): MediaQueryList => {
      const listeners = new Set<Listener>();
      const entry = { mql: undefined as unknown as MediaQueryList, listeners, last: false };
      const mql = {
        media,
        get matches() {
          return evaluateMediaQuery(media, width);
        },
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
      entry.mql = mql;
      entry.last = mql.matches;
      lists.add(entry);
      return mql;
    },
  });
}
