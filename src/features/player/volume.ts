/** Spec section 4: the volume icon changes at 0, up to 30, up to 70, and above. */
export type VolumeLevel = 'off' | 'low' | 'mid' | 'high';

export function volumeLevel(volume: number, muted: boolean): VolumeLevel {
  if (muted || volume <= 0) return 'off';
  if (volume <= 30) return 'low';
  if (volume <= 70) return 'mid';
  return 'high';
}

/** Spec section 9: volume 0-100. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(100, Math.max(0, Math.round(volume)));
}
