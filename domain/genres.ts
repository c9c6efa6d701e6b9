/** The fixed list of genres (spec section 3). The database check constraint mirrors it. */
export const GENRES = [
  'MERENGUE',
  'BACHATA',
  'DEMBOW',
  'SALSA',
  'BOLERO',
  'BALADA',
  'DISCO',
  'MAMBO',
  'ROCK',
  'MERENGUE SON',
  'MERENHOUSE',
  'MERENGUE TIPICO',
  'POP',
  'POP ROCK LATINO',
  'RANCHERA',
  'REGGAE',
  'REGGAETON',
  'SON',
  'URBANO',
  'VALLENATO',
  'CRISTIANO',
  'JAZZ',
  'CUMBIA',
  'ACUSTICO',
  'FUSION',
  'OTRO',
] as const;

export type Genre = (typeof GENRES)[number];

export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'Youtube', 'TikTok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const ROLES = ['user', 'composer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
