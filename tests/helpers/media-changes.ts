/**
 * The page's record of each song's end and start, with when and whether the page was hidden then
 * (docs/product.md "Con la pantalla bloqueada"): kept in the page, since a hidden page is not
 * driven. Both functions run in the page (Playwright's evaluate, the engines' run): self-contained.
 * Each load's first request and first playable data are kept too, so that a late start says
 * whether it waited on the music or on the player.
 */
export interface MediaChange {
  kind: 'ended' | 'playing' | 'loadstart' | 'canplay';
  src: string;
  at: number;
  hidden: boolean;
}

export function recordMediaChanges(): void {
  const log: MediaChange[] = [];
  (window as unknown as { __changes: MediaChange[] }).__changes = log;
  for (const kind of ['ended', 'playing', 'loadstart', 'canplay'] as const) {
    document.addEventListener(
      kind,
      (event) =>
        log.push({
          kind,
          src: (event.target as HTMLMediaElement).currentSrc,
          at: performance.now(),
          hidden: document.visibilityState === 'hidden',
        }),
      true,
    );
  }
}

export function recordedMediaChanges(): MediaChange[] {
  return (window as unknown as { __changes: MediaChange[] }).__changes;
}
