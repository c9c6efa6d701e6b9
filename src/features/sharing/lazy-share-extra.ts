import { lazyTracked } from '../../lib/lazy-tracked';

/** 'Insertar' and 'Código QR', loaded with their first press (the QR library travels only then). */
export const LazyShareExtraDialog = lazyTracked(() =>
  import('./ShareExtraDialog').then((module) => ({ default: module.ShareExtraDialog })),
);
