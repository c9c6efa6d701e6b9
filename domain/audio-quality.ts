/**
 * 'Calidad de audio': which rendition a device streams. 'auto' takes the data
 * saver's when the browser says the person wants to save data or the connection is slow.
 */
export const AUDIO_QUALITIES = ['auto', 'light', 'normal'] as const;
export type AudioQuality = (typeof AUDIO_QUALITIES)[number];

/** Where the device keeps the choice ('auto' when absent). Kept at sign-out, like the theme. */
export const AUDIO_QUALITY_KEY = 'tambora-calidad-audio';

export const AUDIO_QUALITY_TEXTS = {
  label: 'Calidad de audio',
  hint: 'Ahorro de datos usa unas tres veces menos datos por canción. Las canciones guardadas en el dispositivo suenan siempre desde él.',
  choices: { auto: 'Automática', light: 'Ahorro de datos', normal: 'Normal' },
} as const satisfies { choices: Record<AudioQuality, string> } & Record<string, unknown>;

/** What Descargas saves: the normal file, or the data saver's (about a third of the room). */
export const DOWNLOAD_QUALITIES = ['normal', 'light'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];
export const DOWNLOAD_QUALITY_KEY = 'tambora-calidad-descargas';
export const DOWNLOAD_QUALITY_TEXTS = {
  label: 'Calidad de las descargas',
  hint: 'Con Ahorro de datos caben unas tres veces más canciones en el mismo espacio.',
  choices: { normal: 'Normal', light: 'Ahorro de datos' },
} as const satisfies { choices: Record<DownloadQuality, string> } & Record<string, unknown>;

/** The data saver's file is named `<stem>-light.m4a` (server/features/audio/rendition.ts). */
export const LIGHT_RENDITION_SUFFIX = '-light.m4a';

export function isLightRendition(pathname: string): boolean {
  return pathname.endsWith(LIGHT_RENDITION_SUFFIX);
}
