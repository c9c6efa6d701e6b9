/**
 * 'Fundido entre canciones', off by default: the device's choice of seconds, read by the player
 * as a song nears its end, and whether this browser lets a page change a song's volume at all
 * (iPhone and iPad Safari keep it at the system's).
 */
import { CROSSFADE_KEY, CROSSFADE_SECONDS } from '../../../domain/crossfade';
import { deviceSetting } from '../../lib/device-setting';

const OFFERED = new Set<string>(['0', ...CROSSFADE_SECONDS.map(String)]);

const crossfade = deviceSetting(CROSSFADE_KEY, '0', (stored): stored is string =>
  OFFERED.has(stored),
);

let adjustable: boolean | null = null;

/**
 * Whether a media element's volume can be set here: Safari on iPhone and iPad takes the value and
 * keeps playing at full volume, reading back 1. Asked of an element once, not of the user agent.
 */
export function volumeIsAdjustable(): boolean {
  if (adjustable === null) {
    try {
      const probe = document.createElement('audio');
      probe.volume = 0.5;
      adjustable = Math.abs(probe.volume - 0.5) < 0.01;
    } catch {
      adjustable = false;
    }
  }
  return adjustable;
}

/** The fade's length in seconds; 0 when off, or where the volume cannot be changed. */
export function crossfadeSeconds(): number {
  return volumeIsAdjustable() ? Number(crossfade.get()) : 0;
}

export const setCrossfadeSeconds = (seconds: number): void => crossfade.set(String(seconds));
export const useCrossfadeSeconds = (): number => Number(crossfade.use());
