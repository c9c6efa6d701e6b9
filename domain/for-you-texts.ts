/**
 * 'Para ti''s sizes and words, zod-free like the other text modules: the home draws its row from
 * the first download (domain/recommendations.ts holds the answer's schema).
 */

/** How many songs the list holds ('Ver más'), and how many the home shows. */
export const FOR_YOU_SIZE = 30;
export const FOR_YOU_HOME_SIZE = 10;

export const FOR_YOU_TEXTS = {
  title: 'Para ti',
  seeAll: 'Ver más',
  pageIntro: 'Canciones elegidas por lo que te gusta, escuchas y guardas en tus playlists.',
  empty: 'Dale me gusta a algunas canciones y aquí aparecerán otras parecidas.',
} as const;
