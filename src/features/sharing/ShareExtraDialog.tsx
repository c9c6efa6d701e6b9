import { EmbedDialog } from './EmbedDialog';
import { QrDialog } from './QrDialog';
import type { ShareTarget } from './share';

export type ShareExtra = 'insert' | 'qr';

/** Loaded with the first press of 'Insertar' or 'Código QR' (the QR library travels only then). */
export function ShareExtraDialog({
  extra,
  target,
  onClose,
}: {
  extra: ShareExtra;
  target: ShareTarget;
  onClose: () => void;
}) {
  if (extra === 'qr') return <QrDialog target={target} onClose={onClose} />;
  return target.embed ? (
    <EmbedDialog target={target} embed={target.embed} onClose={onClose} />
  ) : null;
}
