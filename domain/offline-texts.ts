/**
 * What every screen says while the server does not answer (docs/architecture.md, "Offline, shared
 * phones and unreachable servers"), without imports: the layout shows it, and the browser
 * scenarios, which run outside React, look for it.
 */
export const OFFLINE_BANNER_TEXT = 'Sin conexión: estás viendo contenido guardado.';
