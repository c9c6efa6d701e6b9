/** What a 'Compartir' press tells the person. */
export const SHARE_TEXTS = {
  button: 'Compartir',
  copied: 'Enlace copiado',
  failed: 'No se pudo compartir el enlace. Cópialo desde la barra de direcciones.',
} as const;

export interface ShareTarget {
  /** A path of the app, e.g. /Artist/12; the link shared is absolute. */
  path: string;
  title: string;
  text?: string;
  /** Its embedded player (docs/product.md "Insertar"), for 'Insertar' and 'Código QR'. */
  embed?: { kind: 'song' | 'album' | 'playlist' | 'artist'; id: number; list: boolean };
}

/**
 * The phone's own share sheet where there is one (Web Share API), else the link copied with a
 * confirmation. Closing the share sheet is not a failure; nothing else is said then.
 */
export async function shareLink(target: ShareTarget): Promise<void> {
  const url = new URL(target.path, window.location.origin).href;
  const data = { title: target.title, text: target.text ?? target.title, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Not allowed here (no user activation, a desktop without targets): copy instead.
    }
  }
  // Mantine's notifications load with the first message, not with every page that can share.
  const { notify } = await import('../../lib/notify');
  try {
    await navigator.clipboard.writeText(url);
    notify('success', SHARE_TEXTS.copied);
  } catch {
    notify('error', SHARE_TEXTS.failed);
  }
}
