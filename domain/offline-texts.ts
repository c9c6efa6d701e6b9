/**
 * What every screen says while the server does not answer (docs/architecture.md, "Offline, shared
 * phones and unreachable servers"), and where a tab keeps that it found the server down, without
 * imports: the layout shows the words, src/lib/connectivity.ts keeps the key, and the browser
 * scenarios, which run outside React, look for both.
 */
export const OFFLINE_BANNER_TEXT = 'Sin conexión: estás viendo contenido guardado.';

/**
 * sessionStorage: set while this tab last found the server down, so its next page starts offline.
 * Not personal (the same for whoever uses the tab).
 */
export const UNREACHABLE_KEY = 'tambora-sin-servidor';
