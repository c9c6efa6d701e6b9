/**
 * End to end: the upload form says at once, under the field, that a picked file
 * would be refused (a text named .mp3, an empty file, a cover over 5 MB) and sends nothing.
 */
import { expect, test } from '@playwright/test';
import { UPLOAD_TEXTS } from '../../domain/song-texts';
import { PHONE, signInByApi } from './helpers';

const CREATOR = 'rafael.almonte@tambora.app';

/** A PNG signature followed by `size` bytes: a cover as big as asked. */
function bigPng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

const viewport = PHONE;
test(`picked files the server would refuse are said at once, at ${viewport.name} size`, async ({
  page,
}) => {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await signInByApi(page, CREATOR);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/storage/') && request.method() === 'POST') {
      sent.push(request.url());
    }
  });
  await page.goto('/uploadSong');
  const audio = page.getByLabel(/^Audio/);
  await audio.setInputFiles({
    name: 'texto.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('hola, no soy música\n'.repeat(20)),
  });
  await expect(page.getByText(UPLOAD_TEXTS.audioTypeUnsupported)).toBeVisible();
  await audio.setInputFiles({
    name: 'vacio.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.alloc(0),
  });
  await expect(page.getByText('El archivo está vacío.')).toBeVisible();
  await page.getByLabel('Portada').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: bigPng(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('La portada supera 5 MB.')).toBeVisible();
  // A good audio clears its message; nothing was sent meanwhile.
  await audio.setInputFiles('tests/fixtures/audio/tono-3s.mp3');
  await expect(page.getByText('Duración: 0:03')).toBeVisible();
  await expect(page.getByText('El archivo está vacío.')).toHaveCount(0);
  expect(sent).toEqual([]);
});
