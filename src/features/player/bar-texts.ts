import type { Song } from '../../../domain/api';
import { truncate } from '../../../domain/format';
import { composersLine } from '../../../domain/song-card-texts';

/** Spec section 9: on small screens the player cuts the title at 13 and composers at 9. */
export const PLAYER_TITLE_MAX_SMALL = 13;
export const PLAYER_COMPOSERS_MAX_SMALL = 9;

/** The bar's song (cover, title, composers) opens the expanded player. */
export const openExpandedLabel = (title: string) => `Abrir el reproductor de ${title}`;

export function playerTexts(song: Song, small: boolean) {
  const composers = composersLine(song);
  return {
    title: small ? truncate(song.title, PLAYER_TITLE_MAX_SMALL) : song.title,
    composers: small ? truncate(composers, PLAYER_COMPOSERS_MAX_SMALL) : composers,
    fullTitle: song.title,
    fullComposers: composers,
  };
}
