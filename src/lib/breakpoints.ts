import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: the mobile breakpoint is 768 px. Phone chrome (bottom bar, search icon) below it. */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** Spec section 9 row sizes switch "at 768 px or narrower". */
export const NARROW_QUERY = '(max-width: 768px)';
/** Spec section 9: song rows hold 9 "above 1280 px". */
export const WIDE_QUERY = '(min-width: 1281px)';

// Reading the query during the first render avoids a flash of desktop chrome on phones.
const sync = { getInitialValueInEffect: false } as const;

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, sync);
}

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, undefined, sync);
}

export function useIsWide(): boolean {
  return useMediaQuery(WIDE_QUERY, undefined, sync);
}
