/**
 * 'Fundido entre canciones' (docs/product.md "Fundido entre canciones"): its device key, the
 * lengths offered and its words. Zod-free, like the other text modules: the sign-out code in the
 * first download reads the key.
 */

/** Where the device keeps the length in seconds ('0', the default: off). Kept at sign-out. */
export const CROSSFADE_KEY = 'tambora-fundido';

/** The lengths offered, in seconds. */
export const CROSSFADE_SECONDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const CROSSFADE_TEXTS = {
  setting: 'Fundido entre canciones',
  hint: 'Cuando una canción termina por sí sola, se apaga mientras empieza la siguiente (no al saltar de canción).',
  off: 'Desactivado',
  seconds: (count: number) => (count === 1 ? '1 segundo' : `${count} segundos`),
  unsupported:
    'Este navegador no deja cambiar el volumen de la música (como en iPhone y iPad): aquí las canciones no se funden.',
} as const;
