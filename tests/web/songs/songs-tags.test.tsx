/**
 * Item 5: picking an audio file fills the upload form from its tags
 * (title, performers, composers, genre, year, embedded cover) where nothing was typed, and
 * everything stays editable.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetSessionStoreForTests,
  saveSessionUser,
} from '../../../src/features/auth/session-store';
import { matchGenre, prefillFromTags } from '../../../src/features/songs/form/file-tags';
import { emptySongForm, newRow } from '../../../src/features/songs/form/song-form-values';
import { clearAllTables, db } from '../../../src/lib/db';
// Made with ffmpeg (tests/fixtures/README.md): ID3v2.3 title, artist, composer, genre, year, cover.
import taggedDataUrl from '../../fixtures/audio/etiquetado-2s.mp3?inline';
import { HOME_ROUTES, NEW_COMPOSER } from '../helpers/auth-fixtures';
import { type FakeApi, installFakeApi, ok } from '../helpers/fake-api';
import { FakeAudio } from '../helpers/fake-audio';
import { renderApp } from '../helpers/render-app';

function taggedFile(): File {
  const bytes = Uint8Array.from(atob(taggedDataUrl.split(',')[1]), (char) => char.charCodeAt(0));
  return new File([bytes], 'etiquetado.mp3', { type: 'audio/mpeg' });
}

describe('what the tags fill in', () => {
  const tags = {
    title: 'Bachata en Fukuoka',
    artists: ['Juan Luis Guerra', '4.40'],
    composers: ['Juan Luis Guerra'],
    genre: 'BACHATA' as const,
    year: 2019,
  };

  it('fills every blank field, the copyright from the year and first composer', () => {
    const change = prefillFromTags(emptySongForm(), tags);
    expect(change.title).toBe('Bachata en Fukuoka');
    expect(change.gender).toBe('BACHATA');
    expect(change.composers?.map((row) => row.value)).toEqual(['Juan Luis Guerra']);
    expect(change.interpreters?.map((row) => row.value)).toEqual(['Juan Luis Guerra', '4.40']);
    expect(change.copyright).toBe('© 2019 Juan Luis Guerra. Todos los derechos reservados.');
  });

  it('never overwrites what the person typed', () => {
    const typed = {
      ...emptySongForm(),
      title: 'Mi título',
      gender: 'SON' as const,
      composers: [newRow('Rafael Almonte')],
      interpreters: [newRow('Fello')],
      copyright: '© Mío',
    };
    expect(prefillFromTags(typed, tags)).toEqual({});
  });

  it('matches a genre to ours whatever its case and accents, and no other', () => {
    expect(matchGenre('Merengue típico')).toBe('MERENGUE TIPICO');
    expect(matchGenre('reggaetón')).toBe('REGGAETON');
    expect(matchGenre('Pop/Rock Latino')).toBe('POP ROCK LATINO');
    expect(matchGenre('Tango')).toBeUndefined();
  });
});

describe('picking a tagged file on the upload form', () => {
  let api: FakeApi;

  beforeEach(async () => {
    await clearAllTables(db);
    vi.stubGlobal('Audio', FakeAudio);
    URL.createObjectURL = vi.fn(() => 'blob:tambora/1');
    URL.revokeObjectURL = vi.fn();
    localStorage.clear();
    resetSessionStoreForTests();
    saveSessionUser(NEW_COMPOSER);
    api = installFakeApi({ ...HOME_ROUTES, '/songs': () => ok({ items: [], total: 0 }) });
  });

  afterEach(() => {
    api.restore();
    vi.unstubAllGlobals();
  });

  it('fills the blanks from the file and keeps the title already typed', async () => {
    const user = userEvent.setup();
    renderApp('/uploadSong');
    await screen.findByRole('heading', { name: 'Composición' });
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi título');
    await user.upload(screen.getByLabelText(/^Audio/), taggedFile());

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Compositor 1' })).toHaveValue('Juan Luis Guerra'),
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Mi título');
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveValue('BACHATA');
    expect(screen.getByRole('textbox', { name: 'Intérprete 1' })).toHaveValue('Juan Luis Guerra');
    expect(screen.getByRole('textbox', { name: 'Intérprete 2' })).toHaveValue('4.40');
    // The embedded cover becomes the cover, shown by its name.
    expect(screen.getByText('portada.jpg')).toBeInTheDocument();
    // The year gives the copyright, shown to be checked, and it stays editable.
    const copyright = screen.getByRole('textbox', { name: 'Derechos de autor' });
    expect(copyright).toHaveValue('© 2019 Juan Luis Guerra. Todos los derechos reservados.');
    await user.clear(copyright);
    await user.type(copyright, '© 2019 JLG');
    expect(copyright).toHaveValue('© 2019 JLG');
    await user.clear(screen.getByRole('textbox', { name: 'Compositor 1' }));
    expect(screen.getByRole('textbox', { name: 'Compositor 1' })).toHaveValue('');
  });
});
