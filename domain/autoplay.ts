/**
 * 'Reproducción automática': its device key and its words. Zod-free, like the
 * other text modules: the sign-out code in the first download reads the key.
 */

/** Where the device keeps the switch ('off' when it is off: on by default). Kept at sign-out. */
export const AUTOPLAY_KEY = 'tambora-reproduccion-automatica';

/** The switch's words, and the queue panel's name for the songs autoplay added. */
export const AUTOPLAY_TEXTS = {
  setting: 'Reproducción automática',
  hint: 'Al terminar la cola, sigue con canciones parecidas.',
  queueHeading: 'Recomendadas',
} as const;
