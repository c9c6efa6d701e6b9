/**
 * The Spanish words of every notification the app writes (DECISIONS "Notifications"), in one
 * place so they read alike. Pure (no database), so any screen can import it cheaply.
 */
import type { NotificationInput } from './record';

export function songUploaded(title: string): NotificationInput {
  return {
    type: 'message',
    title: 'Canción subida',
    description: `«${title}» ya está publicada en Tambora.`,
  };
}

export function playlistCreated(name: string): NotificationInput {
  return {
    type: 'message',
    title: 'Playlist creada',
    description: `«${name}» ya está en tus playlists.`,
  };
}

/** One song by name; a list by how many of its songs could be saved. */
export function savedForOffline(titles: readonly string[], saved: number): NotificationInput {
  const [only] = titles;
  const description =
    titles.length === 1 && only !== undefined
      ? `«${only}» se puede escuchar sin conexión.`
      : saved === titles.length
        ? `${saved} canciones se pueden escuchar sin conexión.`
        : `${saved} de ${titles.length} canciones se pueden escuchar sin conexión.`;
  return { type: 'info', title: 'Disponible sin conexión', description };
}

export function changesSent(count: number): NotificationInput {
  return {
    type: 'info',
    title: 'Cambios enviados',
    description:
      count === 1
        ? 'Se envió 1 cambio que estaba pendiente.'
        : `Se enviaron ${count} cambios que estaban pendientes.`,
  };
}

export function changeRefused(title: string, detail: string): NotificationInput {
  return {
    type: 'alert',
    title,
    description: `Cambio rechazado por el servidor y deshecho. ${detail}`,
  };
}

export const NEW_VERSION_READY: NotificationInput = {
  type: 'update',
  title: 'Nueva versión disponible',
  description: 'Pulsa «Actualizar» para usar la versión más reciente de Tambora.',
};
