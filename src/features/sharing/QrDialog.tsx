import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useCallback, useRef } from 'react';
import { EMBED_TEXTS } from '../../../domain/embed-texts';
import type { ShareTarget } from './share';

/** Tambora's navy, dark enough on white for any reader. */
const COLOR = { dark: '#002D62', light: '#FFFFFF' };
const MARK_PATH = '/icons/favicon.svg';
/** The mark covers this share of the code's side: level H recovers 30 % of the code. */
const MARK_SHARE = 0.22;
const SIDE = 512;

function fileName(target: ShareTarget, extension: string): string {
  const base = target.title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `tambora-${base || 'qr'}.${extension}`;
}

function download(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}

/** The code as SVG with the mark in the middle, for print. */
async function svgWithMark(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: 2,
    color: COLOR,
  });
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  const mark = (await (await fetch(MARK_PATH)).text()).replace(/<\?xml[^>]*>/, '');
  const size = side * MARK_SHARE;
  const at = (side - size) / 2;
  const inner = mark.replace(
    /<svg([^>]*)>/,
    `<svg$1 x="${at}" y="${at}" width="${size}" height="${size}">`,
  );
  const pad = size * 0.1;
  return svg.replace(
    '</svg>',
    `<rect x="${at - pad}" y="${at - pad}" width="${size + 2 * pad}" height="${size + 2 * pad}" fill="#fff"/>${inner}</svg>`,
  );
}

/** The code on `drawn`, then the mark over its middle; `data-ready` says it is done. */
async function drawCode(drawn: HTMLCanvasElement, url: string): Promise<void> {
  await QRCode.toCanvas(drawn, url, {
    errorCorrectionLevel: 'H',
    margin: 2,
    width: SIDE,
    color: COLOR,
  });
  // toCanvas sizes the element to the pixels drawn; the dialog shows it at half, crisp on any screen.
  drawn.style.width = '100%';
  drawn.style.maxWidth = `${SIDE / 2}px`;
  drawn.style.height = 'auto';
  const mark = new Image();
  mark.src = MARK_PATH;
  await mark.decode();
  const context = drawn.getContext('2d');
  if (!context) return;
  const size = drawn.width * MARK_SHARE;
  const at = (drawn.width - size) / 2;
  const pad = size * 0.1;
  context.fillStyle = COLOR.light;
  context.fillRect(at - pad, at - pad, size + 2 * pad, size + 2 * pad);
  context.drawImage(mark, at, at, size, size);
  drawn.dataset.ready = 'true';
}

/** 'Código QR': a code that opens the page, with Tambora's mark, to download as PNG or SVG. */
export function QrDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const url = new URL(target.path, window.location.origin).href;
  // A callback ref: the modal mounts its content after its transition starts, so the canvas
  // arrives after the first effect would have run.
  const paint = useCallback(
    (drawn: HTMLCanvasElement | null) => {
      canvas.current = drawn;
      if (drawn) void drawCode(drawn, url);
    },
    [url],
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={EMBED_TEXTS.qrTitle(target.title)}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="sm" align="center">
        <Text size="sm">{EMBED_TEXTS.qrHint}</Text>
        <canvas ref={paint} role="img" aria-label={EMBED_TEXTS.qrAlt(target.title)} />
        <Group>
          <Button
            variant="light"
            onClick={() =>
              download(canvas.current?.toDataURL('image/png') ?? '', fileName(target, 'png'))
            }
          >
            {EMBED_TEXTS.downloadPng}
          </Button>
          <Button
            variant="light"
            onClick={() =>
              void svgWithMark(url).then((svg) =>
                download(
                  URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })),
                  fileName(target, 'svg'),
                ),
              )
            }
          >
            {EMBED_TEXTS.downloadSvg}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
