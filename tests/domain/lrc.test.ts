/**
 * Synced lyrics (docs/product.md "Letra sincronizada"): LRC read line by line, every mistake
 * named by its line, and plain lyrics left alone.
 */
import { describe, expect, it } from 'vitest';
import {
  currentLineIndex,
  LRC_TEXTS,
  lyricsText,
  nextToStamp,
  readLyrics,
  stampOf,
  stampRow,
} from '../../domain/lrc';

const SONG = [
  '[ti:Merengue de prueba]',
  '[00:01.50]Primera línea',
  '',
  '[00:04]Segunda',
  '[01:02.345]Tercera',
].join('\n');

describe('readLyrics', () => {
  it('leaves lyrics without stamps as they are', () => {
    const text = 'Una letra\n[coro] sin marcas\n';
    expect(readLyrics(text)).toEqual({ kind: 'plain', text });
  });

  it('reads stamped lines, skipping header tags and blank lines', () => {
    expect(readLyrics(SONG)).toEqual({
      kind: 'synced',
      lines: [
        { at: 1.5, text: 'Primera línea' },
        { at: 4, text: 'Segunda' },
        { at: 62.345, text: 'Tercera' },
      ],
    });
    expect(readLyrics('[00:01.00]Uno\r\n[00:02.00]Dos').kind).toBe('synced');
  });

  it('names a line with a malformed stamp', () => {
    for (const stamp of ['[1:7x]', '[00:61.00]', '[00:05.1234]', '[1:2:3]']) {
      const result = readLyrics(`[00:01.00]Uno\n${stamp}Dos`);
      expect(result, stamp).toEqual({
        kind: 'invalid',
        line: 2,
        message: LRC_TEXTS.badStamp(2, stamp),
      });
    }
  });

  it('names a line left without a stamp among stamped ones', () => {
    expect(readLyrics('[00:01.00]Uno\nDos sin marca')).toEqual({
      kind: 'invalid',
      line: 2,
      message: LRC_TEXTS.unstamped(2),
    });
  });

  it('names a line stamped before the one above it', () => {
    const result = readLyrics('[00:10.00]Uno\n[00:20.00]Dos\n[00:15.00]Tres');
    expect(result).toEqual({
      kind: 'invalid',
      line: 3,
      message: LRC_TEXTS.outOfOrder(3, '00:15.00', '00:20.00'),
    });
    expect(result.kind === 'invalid' && result.message).toBe(
      'La línea 3 de la letra sincronizada (00:15.00) va antes que la anterior (00:20.00): las marcas deben ir en orden.',
    );
  });

  it('names a line stamped past the end of the song, when its length is known', () => {
    expect(readLyrics('[00:10.00]Uno\n[03:30.00]Dos', 200)).toEqual({
      kind: 'invalid',
      line: 2,
      message: LRC_TEXTS.pastEnd(2, '03:30.00', '03:20.00'),
    });
    expect(readLyrics('[00:10.00]Uno\n[03:30.00]Dos').kind).toBe('synced');
  });
});

describe('reading along', () => {
  it('finds the line sounding at a time', () => {
    const lyrics = readLyrics(SONG);
    if (lyrics.kind !== 'synced') throw new Error('synced expected');
    expect(currentLineIndex(lyrics.lines, 0)).toBe(-1);
    expect(currentLineIndex(lyrics.lines, 1.5)).toBe(0);
    expect(currentLineIndex(lyrics.lines, 30)).toBe(1);
    expect(currentLineIndex(lyrics.lines, 500)).toBe(2);
  });

  it('shows words alone to a reader, and writes stamps as LRC does', () => {
    expect(lyricsText(SONG)).toBe('Primera línea\nSegunda\nTercera');
    expect(lyricsText('sin marcas')).toBe('sin marcas');
    expect(stampOf(83.5)).toBe('01:23.50');
    expect(stampOf(3599.999)).toBe('59:59.99');
  });
});

describe("'Marcar' in the song editor", () => {
  it('stamps the lines with words one after the other, skipping tags and blank lines', () => {
    let text = '[ti:Son]\nPrimera\n\nSegunda';
    expect(nextToStamp(text)).toEqual({ row: 1, words: 'Primera' });
    text = stampRow(text, 1, 2.5);
    expect(nextToStamp(text)).toEqual({ row: 3, words: 'Segunda' });
    text = stampRow(text, 3, 7.25);
    expect(text).toBe('[ti:Son]\n[00:02.50]Primera\n\n[00:07.25]Segunda');
    expect(nextToStamp(text)).toBeNull();
    expect(readLyrics(text).kind).toBe('synced');
  });
});
