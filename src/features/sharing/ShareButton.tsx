import { Button } from '@mantine/core';
import { IconCode, IconQrcode, IconShare } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { EMBED_TEXTS } from '../../../domain/embed-texts';
import { LazyShareExtraDialog } from './lazy-share-extra';
import type { ShareExtra } from './ShareExtraDialog';
import { SHARE_TEXTS, type ShareTarget, shareLink } from './share';

/** 'Insertar' and 'Código QR' (docs/product.md "Insertar"), each opening its dialog. */
export function ShareExtras({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState<ShareExtra | null>(null);
  if (!target.embed) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-md"
        leftSection={<IconCode size={16} aria-hidden />}
        onClick={() => setOpen('insert')}
      >
        {EMBED_TEXTS.insert}
      </Button>
      <Button
        variant="subtle"
        size="compact-md"
        leftSection={<IconQrcode size={16} aria-hidden />}
        onClick={() => setOpen('qr')}
      >
        {EMBED_TEXTS.qr}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyShareExtraDialog extra={open} target={target} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

/** 'Compartir' on a page; with `extras`, also 'Insertar' and 'Código QR'. */
export function ShareButton({ target, extras = false }: { target: ShareTarget; extras?: boolean }) {
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => void shareLink(target)}
      >
        {SHARE_TEXTS.button}
      </Button>
      {extras && <ShareExtras target={target} />}
    </>
  );
}
