/**
 * The pictures a release notice carries (docs/product.md "Seguir y Novedades", Avisos en este
 * dispositivo), read by the worker before the notice is shown and handed over as data: URLs.
 * Given plain URLs, the browser fetches icon and badge itself and shows nothing until they
 * arrive: one cover request that stalls holds the notice for up to Chromium's 90 s image
 * timeout. Read here, a cover already on the device costs nothing, one from the network at most
 * COVER_WAIT_MS, and past that the notice goes out with the app's icon from the shell.
 */

/** Enough for a thumbnail on a slow phone link; short enough that the notice is still news. */
export const COVER_WAIT_MS = 4000;

/** A cover thumbnail is a few kB; anything far larger is not worth carrying inside a notice. */
const MAX_IMAGE_BYTES = 256 * 1024;

export interface ImageSources {
  /** A copy kept on the device (the image cache), if there is one. */
  kept(url: string): Promise<Response | undefined>;
  network(url: string, signal: AbortSignal): Promise<Response>;
}

/** An image answer as a data: URL; nothing for an error, an opaque answer or a non-image. */
export async function asDataUrl(response: Response): Promise<string | undefined> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  if (!response.ok || !type.startsWith('image/')) return undefined;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) return undefined;
  let binary = '';
  // In slices: spreading a whole image into one call overflows the argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/** The cover as a data: URL, from the device or within `waitMs` from the network; else nothing. */
export async function coverImage(
  url: string,
  sources: ImageSources,
  waitMs = COVER_WAIT_MS,
): Promise<string | undefined> {
  if (!url) return undefined;
  const kept = await sources.kept(url).catch(() => undefined);
  const fromDevice = kept ? await asDataUrl(kept).catch(() => undefined) : undefined;
  if (fromDevice) return fromDevice;
  // The timeout also stops a body that trickles: reading it fails once the signal aborts.
  const signal = AbortSignal.timeout(waitMs);
  try {
    return await asDataUrl(await sources.network(url, signal));
  } catch {
    return undefined;
  }
}
