/** The words of 'Cola': the song menu's items and the panel. */
export const QUEUE_TEXTS = {
  panel: 'Cola',
  playNext: 'Reproducir a continuación',
  addToQueue: 'Añadir a la cola',
  playsNext: (title: string) => `«${title}» sonará a continuación`,
  added: (title: string) => `«${title}» se añadió a la cola`,
  nowPlaying: 'Sonando ahora',
  upNext: 'A continuación',
  empty: 'No hay más canciones en la cola.',
  clear: 'Vaciar cola',
  cleared: 'Cola vaciada',
  removed: (title: string) => `${title} quitada de la cola`,
  movedTo: (title: string, place: number, of: number) => `${title}: posición ${place} de ${of}`,
  moveUp: (title: string) => `Subir ${title}`,
  moveDown: (title: string) => `Bajar ${title}`,
  remove: (title: string) => `Quitar ${title} de la cola`,
  dragHint: 'Arrastra una canción o usa los botones para cambiar el orden.',
} as const;
