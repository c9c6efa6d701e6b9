/**
 * The server's answer to a follow or unfollow the queue sent: where things stand for that creator
 * (following, and the count) at the moment it was taken. The profile's button shows it at once,
 * rather than asking again and racing its own press (features/follows).
 */
import type { FollowState } from '../../../domain/follows';

type Listener = (state: FollowState) => void;

const listeners = new Set<Listener>();

export function reportFollowAnswer(state: FollowState): void {
  for (const listener of [...listeners]) listener(state);
}

/** Returns the unsubscribe. */
export function onFollowAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
