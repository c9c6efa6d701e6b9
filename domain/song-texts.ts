/**
 * The songs and uploads texts and limits a person meets, without zod: the upload screens can
 * import these cheaply, and domain/songs.ts (which builds schemas at load) re-exports them.
 */

export const SONG_LIMITS = {
  title: 200,
  /** One composer, interpreter, author, arranger or tag. */
  name: 120,
  /** Rows of one repeatable list (composers, tags, performers...). */
  listItems: 30,
  letter: 10_000,
  registroOnda: 60,
  copyright: 300,
  url: 500,
} as const;

export const SONG_TEXTS = {
  /** Before the name of who published a song, on its page (docs/product.md "Seguir y Novedades"). */
  publishedBy: 'Publicada por',
  // Spec section 5, exactly.
  composerRequired: 'Debe agregar al menos un compositor.',
  audioRequired: 'Debe seleccionar un archivo de audio para la canción.',
  // The spec says title and genre are required without giving the words.
  titleRequired: 'Debe ingresar el título de la canción.',
  genreRequired: 'Debe seleccionar un género.',
  genreUnknown: 'El género seleccionado no es válido.',
  titleTooLong: `El título no puede superar ${SONG_LIMITS.title} caracteres.`,
  nameTooLong: `Cada nombre o etiqueta puede tener hasta ${SONG_LIMITS.name} caracteres.`,
  tooManyRows: `Cada lista admite hasta ${SONG_LIMITS.listItems} filas.`,
  letterTooLong: `La letra no puede superar ${SONG_LIMITS.letter} caracteres.`,
  registroOndaTooLong: `El número ONDA no puede superar ${SONG_LIMITS.registroOnda} caracteres.`,
  copyrightTooLong: `El texto de copyright no puede superar ${SONG_LIMITS.copyright} caracteres.`,
  invalidFileUrl: 'La dirección del archivo no es válida.',
  visibilityInvalid: 'La visibilidad debe ser Público (true) o Privado (false).',
  songNotFound: 'Canción no encontrada',
  /** The audio or cover named in a song is not an upload of this person that is still free. */
  audioUploadUnknown:
    'El archivo de audio no es una subida suya disponible. Vuelva a subir el audio e intente de nuevo.',
  coverUploadUnknown:
    'La portada no es una subida suya disponible. Vuelva a subir la imagen e intente de nuevo.',
  /** A profile picked for a credit must be a creator with that very name. */
  creditPickMismatch: (name: string) =>
    `El perfil elegido para «${name}» no es de un creador con ese nombre. Vuelva a elegirlo de las sugerencias.`,
  // Spec section 8: what the upload screen shows when the server gives no list.
  createFailed: 'Error al crear la canción. Verifica los datos e intenta de nuevo.',
} as const;

export const UPLOAD_TEXTS = {
  fileRequired: 'Debe enviar un archivo en el campo "file".',
  notMultipart: 'Debe enviar el archivo como multipart/form-data en el campo "file".',
  audioTypeUnsupported:
    'Tipo de archivo no admitido. Suba un audio MP3, M4A, AAC, OGG, OPUS, WAV, FLAC o WEBM.',
  imageTypeUnsupported: 'Tipo de archivo no admitido. Suba una imagen JPEG, PNG o WEBP.',
  audioInvalid: 'El archivo no es un audio válido',
  emptyFile: 'El archivo está vacío.',
  imageInvalid: 'El archivo no es una imagen válida',
  uploadInterrupted: 'La subida se interrumpió antes de terminar. Intente de nuevo.',
  unattachedQuota: (limit: string) =>
    `Tienes demasiados archivos subidos que aún no forman parte de ninguna canción (máximo ${limit}). Úsalos o espera a que se borren: se borran a las 2 horas.`,
  storageQuota: (limit: string) =>
    `Has llegado al límite de espacio de tu cuenta (${limit}). Borra canciones que no necesites para subir más.`,
  malformedMultipart:
    'El envío del archivo llegó incompleto o mal formado (multipart/form-data). Intente de nuevo.',
} as const;

/** 50 MB, 0.5 MB, 2 GB: a size limit as a person reads it (1024-based, as the limits are set). */
export function formatLimit(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1024 && megabytes % 1024 === 0) return `${megabytes / 1024} GB`;
  return `${Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1)} MB`;
}

/** 'La portada supera 5 MB': a picked file over its cap, said before anything is sent. */
export function pickedFileTooLargeText(field: 'audio' | 'cover', maxBytes: number): string {
  return `${field === 'audio' ? 'El audio' : 'La portada'} supera ${formatLimit(maxBytes)}.`;
}

/** 'El archivo supera el tamaño máximo de 50 MB' for a cap of 50 MB. */
export function fileTooLargeText(maxBytes: number): string {
  return `El archivo supera el tamaño máximo de ${formatLimit(maxBytes)}`;
}

/** '© 2026 Rafael Almonte. Todos los derechos reservados.': the server's default, and the upload
 * form's when the audio file names its year. */
export function defaultCopyright(year: number, firstComposer: string): string {
  return `© ${year} ${firstComposer}. Todos los derechos reservados.`;
}
