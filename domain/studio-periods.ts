/**
 * The creator studio's periods, without zod: the route's search validation is
 * first-visit code (route definitions are in the main chunk; only their screens are split off).
 */
export const STUDIO_PERIODS = [7, 30, 90] as const;
export type StudioPeriod = (typeof STUDIO_PERIODS)[number];
