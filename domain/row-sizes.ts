/**
 * Spec section 9 row sizes. `narrow` is 768 px or less, `wide` is above 1280 px.
 */
export interface Viewport {
  narrow: boolean;
  wide: boolean;
}

/** Home rows (suggested creators): 5 items, 10 at 768 px or narrower. */
export function homeRowSize({ narrow }: Viewport): number {
  return narrow ? 10 : 5;
}

/** Song rows: 6 normally, 9 above 1280 px, 10 at 768 px or less. */
export function songRowSize({ narrow, wide }: Viewport): number {
  if (narrow) return 10;
  return wide ? 9 : 6;
}

/** Playlist rows: 5, or 10 on small screens. */
export function playlistRowSize({ narrow }: Viewport): number {
  return narrow ? 10 : 5;
}

/** Spec section 9: suggested creators are the top 5 by total likes. */
export const SUGGESTED_CREATORS_LIMIT = 5;
/** The most any home row shows, so one request serves every width. */
export const HOME_ROW_FETCH_LIMIT = 10;
