/**
 * The page's record of each song's end and start, with when and whether the page was hidden then
 * (docs/product.md "Con la pantalla bloqueada"): kept in the page, since a hidden page is not
 * driven. Both functions run in the page (Playwright's evaluate, the engines' run): self-contained.
 * Each load's first request and first playable data are kept too, so that a late start says
 * whether it waited on the music or on the player.
 *
 * 'playing' is what an element reports, not that it moves: WebKitGTK reports it for an element
 * that then stays put until the player moves the song to another (docs/architecture.md "Every
 * engine listeners use"). So the record also keeps 'advanced', once per element and song, when the
 * song is first seen half a second in.
 */
export interface MediaChange {
  kind: 'ended' | 'playing' | 'loadstart' | 'canplay' | 'seeked' | 'advanced';
  src: string;
  at: number;
  /** Where the song was then, in seconds. */
  position: number;
  hidden: boolean;
}

export function recordMediaChanges(): void {
  const log: MediaChange[] = [];
  (window as unknown as { __changes: MediaChange[] }).__changes = log;
  for (const kind of ['ended', 'playing', 'loadstart', 'canplay', 'seeked'] as const) {
    document.addEventListener(
      kind,
      (event) =>
        log.push({
          kind,
          src: (event.target as HTMLMediaElement).currentSrc,
          at: performance.now(),
          position: (event.target as HTMLMediaElement).currentTime,
          hidden: document.visibilityState === 'hidden',
        }),
      true,
    );
  }
  const seen = new WeakMap<EventTarget, string>();
  document.addEventListener(
    'timeupdate',
    (event) => {
      const element = event.target as HTMLMediaElement;
      if (element.currentTime < 0.5 || seen.get(element) === element.currentSrc) return;
      seen.set(element, element.currentSrc);
      log.push({
        kind: 'advanced',
        src: element.currentSrc,
        at: performance.now(),
        position: element.currentTime,
        hidden: document.visibilityState === 'hidden',
      });
    },
    true,
  );
}

export function recordedMediaChanges(): MediaChange[] {
  return (window as unknown as { __changes: MediaChange[] }).__changes;
}

/**
 * When the song at `src` (its path's end) started in the element that then moved: the last
 * 'playing' of it before it was first seen advancing. A start that stuck and was moved to another
 * element dates from the move; one never seen advancing has none.
 */
export function startThatMoved(changes: MediaChange[], src: string): MediaChange | undefined {
  const advanced = changes.find((change) => change.kind === 'advanced' && change.src.endsWith(src));
  if (!advanced) return undefined;
  return changes
    .filter((change) => change.kind === 'playing' && change.src.endsWith(src))
    .filter((change) => change.at <= advanced.at)
    .pop();
}
