/** What the player tells a person when a song cannot play (Spanish, shown as a notification). */
export function cannotPlayMessage(title: string): string {
  return `No se pudo reproducir «${title}». Pasamos a la siguiente canción.`;
}

export function notOfflineMessage(title: string): string {
  return `«${title}» no está disponible sin conexión.`;
}

/** Shown next to a song that cannot play while offline (lists dim it). */
export const NOT_OFFLINE_NOTE = 'no disponible sin conexión';
