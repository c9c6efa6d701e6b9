import { Button, CopyButton, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { EMBED_HEIGHTS, EMBED_TEXTS, embedIframeHtml } from '../../../domain/embed-texts';
import type { ShareTarget } from './share';

type Size = keyof typeof EMBED_TEXTS.sizes;
const WIDTHS: Record<Size, number | '100%'> = { full: '100%', medium: 400, small: 300 };

/** 'Insertar': the player's iframe code to copy, in the width chosen, and how it will look. */
export function EmbedDialog({
  target,
  embed,
  onClose,
}: {
  target: ShareTarget;
  embed: NonNullable<ShareTarget['embed']>;
  onClose: () => void;
}) {
  const [size, setSize] = useState<Size>('medium');
  const src = new URL(`/embed/${embed.kind}/${embed.id}`, window.location.origin).href;
  const height = embed.list ? EMBED_HEIGHTS.list : EMBED_HEIGHTS.single;
  const code = embedIframeHtml({ src, width: WIDTHS[size], height, title: target.title });
  return (
    <Modal
      opened
      onClose={onClose}
      title={EMBED_TEXTS.insertTitle(target.title)}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="sm">
        <Text size="sm">{EMBED_TEXTS.insertHint}</Text>
        <div>
          <Text size="sm" fw={600} id="insertar-ancho">
            {EMBED_TEXTS.size}
          </Text>
          <SegmentedControl
            aria-labelledby="insertar-ancho"
            value={size}
            onChange={(value) => setSize(value as Size)}
            data={(Object.keys(WIDTHS) as Size[]).map((value) => ({
              value,
              label: EMBED_TEXTS.sizes[value],
            }))}
          />
        </div>
        <Textarea label={EMBED_TEXTS.code} value={code} readOnly autosize minRows={3} />
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button onClick={copy} w="fit-content">
              {copied ? EMBED_TEXTS.copied : EMBED_TEXTS.copyCode}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" fw={600}>
          {EMBED_TEXTS.preview}
        </Text>
        <iframe
          src={src}
          width={WIDTHS[size]}
          height={height}
          title={`${EMBED_TEXTS.preview}: ${target.title}`}
          style={{ border: 0, borderRadius: 12, maxWidth: '100%' }}
        />
      </Stack>
    </Modal>
  );
}
