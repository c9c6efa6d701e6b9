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
  /** The share dialogs (docs/product.md "Insertar"). */
  insert: 'Insertar',
  insertTitle: (title: string) => `Insertar «${title}»`,
  insertHint: 'Copia este código y pégalo en tu página para poner el reproductor.',
  code: 'Código para insertar',
  copyCode: 'Copiar código',
  copied: 'Código copiado',
  size: 'Ancho',
  sizes: { full: 'Todo el ancho', medium: '400 px', small: '300 px' },
  preview: 'Vista previa',
  qr: 'Código QR',
  qrTitle: (title: string) => `Código QR de «${title}»`,
  qrHint: 'Para carteles y volantes: al escanearlo se abre la página en Tambora.',
  qrAlt: (title: string) => `Código QR que abre «${title}» en Tambora`,
  downloadPng: 'Descargar PNG',
  downloadSvg: 'Descargar SVG',
} as const;

/** `?tema=` of an embed: the site's own colours, or the visitor's system choice when absent. */
export const EMBED_THEMES = ['claro', 'oscuro'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The embed's sizes: one song is a strip, a list is taller. */
export const EMBED_HEIGHTS = { single: 152, list: 380 } as const;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The iframe a site pastes: the same from oEmbed and from 'Insertar'. */
export function embedIframeHtml(embed: {
  src: string;
  width: number | '100%';
  height: number;
  title: string;
}): string {
  return (
    `<iframe src="${escapeAttribute(embed.src)}" width="${embed.width}" height="${embed.height}" ` +
    `title="${escapeAttribute(`Tambora: ${embed.title}`)}" style="border:0;border-radius:12px" ` +
    `allow="autoplay; encrypted-media" loading="lazy"></iframe>`
  );
}
