/**
 * The axios client (about 22 KB gzip), loaded by the first call that needs it: for the modules
 * that travel with the first visit (a home row, a route's loader) but also send uploads or
 * changes. Reads there go through fetch-json.ts.
 */
export const loadHttp = () => import('./http').then((module) => module.http);
