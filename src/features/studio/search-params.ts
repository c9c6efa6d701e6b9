/** `/MisEstadisticas?dias=90&cancion=12`: the period and the song shown. No zod (route code). */
import { STUDIO_PERIODS, type StudioPeriod } from '../../../domain/studio-periods';

export interface StudioSearch {
  dias?: StudioPeriod;
  cancion?: number;
}

export const DEFAULT_PERIOD: StudioPeriod = 30;

export function validateStudioSearch(search: Record<string, unknown>): StudioSearch {
  const result: StudioSearch = {};
  const days = Number(search.dias);
  if ((STUDIO_PERIODS as readonly number[]).includes(days) && days !== DEFAULT_PERIOD) {
    result.dias = days as StudioPeriod;
  }
  const song = Number(search.cancion);
  if (Number.isInteger(song) && song > 0 && song <= 2_147_483_647) result.cancion = song;
  return result;
}
