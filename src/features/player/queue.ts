/**
 * 'Cola': what plays next, as pure edits of the player's list. The list is the
 * order songs play in; the current song stays at `index` and what follows it is the queue. While
 * 'Aleatorio' is on, additions and removals also reach the order that turning it off puts back.
 */
export interface QueueState<T> {
  list: readonly T[];
  index: number;
  /** The order before 'Aleatorio', or null when shuffle is off. */
  unshuffled: readonly T[] | null;
}

type Same<T> = (a: T, b: T) => boolean;

function insertAt<T>(list: readonly T[], position: number, item: T): T[] {
  return [...list.slice(0, position), item, ...list.slice(position)];
}

/** Where the current song sits in the unshuffled order (so 'next' lands after it there too). */
function currentIn<T>(state: QueueState<T>, same: Same<T>): number {
  const current = state.list[state.index];
  if (current === undefined || !state.unshuffled) return -1;
  return state.unshuffled.findIndex((item) => same(item, current));
}

/** 'Reproducir a continuación': right after the current song. */
export function playNextIn<T>(state: QueueState<T>, item: T, same: Same<T>): QueueState<T> {
  const unshuffled = state.unshuffled
    ? insertAt(state.unshuffled, currentIn(state, same) + 1, item)
    : null;
  return { list: insertAt(state.list, state.index + 1, item), index: state.index, unshuffled };
}

/** 'Añadir a la cola': at the end. */
export function addToQueueIn<T>(state: QueueState<T>, item: T): QueueState<T> {
  return {
    list: [...state.list, item],
    index: state.index,
    unshuffled: state.unshuffled ? [...state.unshuffled, item] : null,
  };
}

/**
 * Moves the upcoming song at list position `from` to position `to` (both after the current song;
 * anything else is ignored, so a stale drag cannot move the song that is playing).
 */
export function moveInQueue<T>(state: QueueState<T>, from: number, to: number): QueueState<T> {
  const last = state.list.length - 1;
  if (from <= state.index || to <= state.index || from > last || to > last || from === to) {
    return state;
  }
  const list = [...state.list];
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return { ...state, list };
}

/** Takes the upcoming song at list position `position` out of the queue. */
export function removeFromQueue<T>(
  state: QueueState<T>,
  position: number,
  same: Same<T>,
): QueueState<T> {
  const removed = state.list[position];
  if (position <= state.index || removed === undefined) return state;
  const list = state.list.filter((_, at) => at !== position);
  let unshuffled = state.unshuffled;
  if (unshuffled) {
    // The last copy in the original order: a song queued twice leaves its later entry first.
    let at = unshuffled.length - 1;
    while (at >= 0 && !same(unshuffled[at], removed)) at -= 1;
    unshuffled = at === -1 ? unshuffled : unshuffled.filter((_, i) => i !== at);
  }
  return { list, index: state.index, unshuffled };
}

/** 'Vaciar cola': only the current song is left. */
export function clearQueue<T>(state: QueueState<T>): QueueState<T> {
  const current = state.list[state.index];
  if (current === undefined) return state;
  return { list: [current], index: 0, unshuffled: state.unshuffled ? [current] : null };
}
