/** The embedded player's words (docs/product.md "Insertar"). Zod-free: the embed page is plain. */
export const EMBED_TEXTS = {
  listenOnTambora: 'Escuchar en Tambora',
  play: (title: string) => `Reproducir ${title}`,
  pause: (title: string) => `Pausar ${title}`,
  position: 'Posición',
  songs: 'Canciones',
  kicker: { song: 'Canción', album: 'Álbum', playlist: 'Playlist', artist: 'Artista' },
  unavailable: {
    song: 'Esta canción no está disponible',
    album: 'Este álbum no está disponible',
    playlist: 'Esta playlist no está disponible',
    artist: 'Este artista no está disponible',
  },
  /** oEmbed and the share dialog. */
  insert: 'Insertar',
  insertHint: 'Copia este código y pégalo en tu página para poner el reproductor.',
  copyCode: 'Copiar código',
  qr: 'Código QR',
} as const;

/** `?tema=` of an embed: the site's own colours, or the visitor's system choice when absent. */
export const EMBED_THEMES = ['claro', 'oscuro'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The embed's sizes: one song is a strip, a list is taller. */
export const EMBED_HEIGHTS = { single: 152, list: 380 } as const;
