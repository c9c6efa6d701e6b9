/**
 * The song upload form (spec sections 2, 4, 5 and 8): repeatable rows, every validation message,
 * the duration before upload, the real progress, one upload per click, errors joined by '. ',
 * offline. The HTTP layer is faked; the app, router, layout and form are real.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LRC_TEXTS } from '../../../domain/lrc';
import { SONG_TEXTS, UPLOAD_TEXTS } from '../../../domain/song-texts';
import { LEAVE_TEXTS } from '../../../src/components/LeaveGuard';
import { getSessionUser } from '../../../src/features/auth/session-store';
import { joinErrors } from '../../../src/lib/api-errors';
import { clearAllTables, db } from '../../../src/lib/db';
import { bodyOf, deferred, HOME_ROUTES, NEW_COMPOSER } from '../helpers/auth-fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
  installFakeApi,
  makeCreator,
  makeSong,
  ok,
} from '../helpers/fake-api';
import { FakeAudio } from '../helpers/fake-audio';
import { mp3File, pngFile } from '../helpers/picked-files';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

let api: FakeApi;
let online = true;

beforeEach(async () => {
  await clearAllTables(db);
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal('Audio', FakeAudio);
  let blob = 0;
  URL.createObjectURL = vi.fn(() => {
    blob += 1;
    return `blob:tambora/${blob}`;
  });
  URL.revokeObjectURL = vi.fn();
  signInAs(NEW_COMPOSER);
});

afterEach(() => {
  api?.restore();
  vi.unstubAllGlobals();
});

const AUDIO_URL = '/media/audios/1700000000000_son.mp3';
const COVER_URL = '/media/images/1700000000000_tapa.png';

const audioAnswer = (): FakeAnswer => ({
  status: 201,
  data: {
    bucket: 'audios',
    name: '1700000000000_son.mp3',
    url: AUDIO_URL,
    format: 'mp3',
    size_bytes: 2048,
    duration_seconds: 185.4,
    duration: '3:05',
  },
});

const coverAnswer = (): FakeAnswer => ({
  status: 201,
  data: {
    bucket: 'images',
    name: '1700000000000_tapa.png',
    url: COVER_URL,
    thumbUrl: '/media/images/1700000000000_tapa.thumb.webp',
    format: 'png',
    size_bytes: 1024,
    width: 600,
    height: 600,
  },
});

const created = (): FakeAnswer => ({ status: 201, data: makeSong(77, { title: 'Mi son' }) });

/** The server's caps, small here so a test file can pass them. */
const LIMITS = { max_audio_bytes: 1024 * 1024, max_image_bytes: 512 * 1024 };

function routes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    ...HOME_ROUTES,
    '/storage/audios': audioAnswer,
    '/storage/images': coverAnswer,
    '/storage/limits': () => ok(LIMITS),
    '/songs': (config) => (config.method === 'post' ? created() : ok({ items: [], total: 0 })),
    ...overrides,
  };
}

function calls(method: string, url: string) {
  return api.calls.filter((call) => call.method === method && call.url === url);
}

const audioFile = () => mp3File('Mi són.mp3');
const coverFile = () => pngFile('tapa.png');

function audioInput(): HTMLInputElement {
  return screen.getByLabelText(/^Audio/) as HTMLInputElement;
}
function coverInput(): HTMLInputElement {
  return screen.getByLabelText('Portada') as HTMLInputElement;
}
function saveButton() {
  return screen.getByRole('button', { name: 'Guardar canción' });
}
function group(name: string) {
  return screen.getByRole('group', { name: new RegExp(`^${name}`) });
}

async function openForm(path = '/uploadSong') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Composición' });
  return { user, ...view };
}

/** Title, genre, one composer and the audio: the least the spec asks for. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi son');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'SON');
  await user.type(screen.getByRole('textbox', { name: 'Compositor 1' }), 'Rafael Almonte');
  await user.upload(audioInput(), audioFile());
  await screen.findByText('Duración: 3:05');
}

describe('the upload form', () => {
  it("has section 'Composición', every field, audio and image pickers, 'Guardar canción' and 'Cancelar'", async () => {
    api = installFakeApi(routes());
    await openForm();
    expect(screen.getByRole('heading', { name: 'Subir canción', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeRequired();
    const genre = screen.getByRole('combobox', { name: 'Género' });
    expect(within(genre).getAllByRole('option')).toHaveLength(27);
    expect(within(genre).getByRole('option', { name: 'MERENGUE TIPICO' })).toBeInTheDocument();
    for (const name of ['Compositores', 'Etiquetas', 'Intérpretes']) {
      expect(group(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Número de registro ONDA' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Letra' })).toBeInTheDocument();
    expect(coverInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(audioInput().getAttribute('accept')).toMatch(/^audio\/\*/);
    // Visibility belongs to editing: new songs are public.
    expect(screen.queryByRole('radio', { name: 'Privado' })).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/');
  });

  it("'Cancelar' goes home", async () => {
    api = installFakeApi(routes());
    const { user, router } = await openForm();
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("asks before 'Cancelar' throws away a filled form", async () => {
    api = installFakeApi(routes());
    const { user, router } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi son');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: LEAVE_TEXTS.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/uploadSong');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Mi son');

    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: LEAVE_TEXTS.leave }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says the song is published, with a link to it', async () => {
    api = installFakeApi(routes());
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.click(saveButton());
    // Saved work leaves without a question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const toast = await screen.findByText(/^Canción publicada: «Mi son»\./);
    await user.click(within(toast).getByRole('link', { name: 'Ver canción' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Artist/77'));
  });
});

describe('repeatable rows (composers, tags, performers)', () => {
  it.each([
    ['Compositores', 'Compositor', 'Agregar compositor', 'Quitar compositor'],
    ['Etiquetas', 'Etiqueta', 'Agregar etiqueta', 'Quitar etiqueta'],
    ['Intérpretes', 'Intérprete', 'Agregar intérprete', 'Quitar intérprete'],
    ['Autores', 'Autor', 'Agregar autor', 'Quitar autor'],
    ['Arreglistas', 'Arreglista', 'Agregar arreglista', 'Quitar arreglista'],
  ])('%s: add rows, remove any but the first', async (legend, row, add, remove) => {
    const { user } = await openForm();
    const rows = () => within(group(legend)).getAllByRole('textbox');
    expect(rows()).toHaveLength(1);
    expect(within(group(legend)).queryByRole('button', { name: /^Quitar/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: add }));
    await user.click(screen.getByRole('button', { name: add }));
    expect(rows().map((input) => input.getAttribute('aria-label'))).toEqual([
      `${row} 1`,
      `${row} 2`,
      `${row} 3`,
    ]);
    // The keyboard follows the new row.
    expect(screen.getByRole('textbox', { name: `${row} 3` })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: `${row} 2` }), 'Segundo');
    await user.type(screen.getByRole('textbox', { name: `${row} 3` }), 'Tercero');

    // The first row has no remove button at all; removing the second keeps the third's text.
    expect(screen.queryByRole('button', { name: `${remove} 1` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${remove} 2` }));
    expect(rows().map((input) => (input as HTMLInputElement).value)).toEqual(['', 'Tercero']);
    await user.click(screen.getByRole('button', { name: `${remove} 2` }));
    expect(rows()).toHaveLength(1);
    expect(within(group(legend)).queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });

  it('sends filled rows only, trimmed, in order', async () => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Agregar compositor' }));
    await user.type(screen.getByRole('textbox', { name: 'Compositor 2' }), '  Ramona Ureña  ');
    await user.click(screen.getByRole('button', { name: 'Agregar compositor' }));
    await user.type(screen.getByRole('textbox', { name: 'Etiqueta 1' }), 'fiesta');
    await user.type(screen.getByRole('textbox', { name: 'Intérprete 1' }), 'Los del Cibao');
    await user.type(screen.getByRole('textbox', { name: 'Autor 1' }), ' Juana Letra ');
    await user.type(screen.getByRole('textbox', { name: 'Arreglista 1' }), 'Pedro Arreglos');
    await user.type(screen.getByRole('textbox', { name: 'Número de registro ONDA' }), 'ONDA-77');
    await user.type(screen.getByRole('textbox', { name: 'Letra' }), 'Primera línea');
    await user.click(saveButton());
    await waitFor(() => expect(calls('post', '/songs')).toHaveLength(1));
    expect(bodyOf(calls('post', '/songs')[0])).toEqual({
      title: 'Mi son',
      gender: 'SON',
      composers: ['Rafael Almonte', 'Ramona Ureña'],
      interpreters: ['Los del Cibao'],
      authors: ['Juana Letra'],
      arrangers: ['Pedro Arreglos'],
      etiquetas: ['fiesta'],
      cover: null,
      letter: 'Primera línea',
      audio: AUDIO_URL,
      registro_ONDA: 'ONDA-77',
      visibility: true,
      isFromRepertoire: true,
    });
  });
});

describe('validation (spec section 5)', () => {
  it('names every missing field with its message, focuses the first and uploads nothing', async () => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await user.click(saveButton());

    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveAccessibleDescription(SONG_TEXTS.titleRequired);
    expect(title).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveAccessibleDescription(
      SONG_TEXTS.genreRequired,
    );
    expect(screen.getByRole('textbox', { name: 'Compositor 1' })).toHaveAccessibleDescription(
      'Debe agregar al menos un compositor.',
    );
    expect(screen.getByText('Debe seleccionar un archivo de audio para la canción.')).toBeVisible();
    expect(audioInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('a composer made of spaces is no composer; messages go as fields are fixed', async () => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi son');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'BACHATA');
    await user.type(screen.getByRole('textbox', { name: 'Compositor 1' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Agregar compositor' }));
    await user.type(screen.getByRole('textbox', { name: 'Compositor 2' }), ' ');
    await user.upload(audioInput(), audioFile());
    await user.click(saveButton());

    expect(screen.getByRole('textbox', { name: 'Compositor 1' })).toHaveFocus();
    expect(screen.getByText(SONG_TEXTS.composerRequired)).toBeVisible();
    expect(screen.queryByText(SONG_TEXTS.titleRequired)).toBeNull();
    expect(screen.queryByText(SONG_TEXTS.audioRequired)).toBeNull();
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Compositor 2' }), 'Juan');
    expect(screen.queryByText(SONG_TEXTS.composerRequired)).toBeNull();
  });
});

describe('synced lyrics (docs/product.md "Letra sincronizada")', () => {
  it('loads an LRC file into the lyrics, and names its wrong line before anything is sent', async () => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Mi son');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'BACHATA');
    await user.type(screen.getByRole('textbox', { name: 'Compositor 1' }), 'Juan');
    await user.upload(audioInput(), audioFile());
    const lrc = '[00:01.00]Primera\n[00:09.00]Segunda\n[00:05.00]Tercera';
    const picker = document.querySelector<HTMLInputElement>('input[accept=".lrc,text/plain"]');
    expect(screen.getByRole('button', { name: 'Cargar archivo LRC' })).toBeVisible();
    await user.upload(picker as HTMLInputElement, new File([lrc], 'letra.lrc', { type: '' }));
    const lyrics = screen.getByRole('textbox', { name: 'Letra' });
    await waitFor(() => expect(lyrics).toHaveValue(lrc));
    await user.click(saveButton());

    const message = LRC_TEXTS.outOfOrder(3, '00:05.00', '00:09.00');
    expect(lyrics).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(lyrics).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });
});

describe('the audio file', () => {
  it('shows its duration as m:ss as soon as it is chosen, before any upload', async () => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await user.upload(audioInput(), audioFile());
    expect(await screen.findByText('Duración: 3:05')).toBeVisible();
    expect(audioInput()).toHaveAccessibleDescription(/Duración: 3:05/);
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('says when the browser cannot read the duration, and still lets the server decide', async () => {
    class SilentAudio extends FakeAudio {
      override set src(_url: string) {
        queueMicrotask(() => this.dispatchEvent(new Event('error')));
      }
    }
    vi.stubGlobal('Audio', SilentAudio);
    const { user } = await openForm();
    await user.upload(audioInput(), audioFile());
    expect(
      await screen.findByText(
        'No se pudo leer la duración en este navegador; el servidor la calculará.',
      ),
    ).toBeVisible();
  });

  it('shows the chosen cover as a preview', async () => {
    const { user } = await openForm();
    expect(screen.getByRole('img', { name: 'Portada actual' })).toHaveAttribute(
      'src',
      '/images/default-cover.webp',
    );
    await user.upload(coverInput(), coverFile());
    expect(await screen.findByRole('img', { name: 'Vista previa de tapa.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:tambora\//),
    );
  });
});

describe('a picked file the server would refuse is said at once', () => {
  it.each([
    [
      'an empty audio',
      () => new File([], 'vacio.mp3', { type: 'audio/mpeg' }),
      'El archivo está vacío.',
    ],
    [
      'a text file named .mp3',
      () => new File(['hola, no soy música'], 'texto.mp3', { type: 'audio/mpeg' }),
      UPLOAD_TEXTS.audioTypeUnsupported,
    ],
    ['an audio over the cap', () => mp3File('largo.mp3', 1024 * 1024 + 1), 'El audio supera 1 MB.'],
  ])('%s: under the audio field, nothing kept, nothing sent', async (_, file, message) => {
    api = installFakeApi(routes());
    const { user } = await openForm();
    await waitFor(() => expect(calls('get', '/storage/limits')).toHaveLength(1));
    await user.upload(audioInput(), file());
    expect(await screen.findByText(message)).toBeVisible();
    expect(audioInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(audioInput().value).toBe('');
    expect(screen.queryByText(/^Duración/)).toBeNull();
    // A good file then clears the message.
    await user.upload(audioInput(), audioFile());
    await screen.findByText('Duración: 3:05');
    expect(screen.queryByText(message)).toBeNull();
    expect(calls('post', '/storage/audios')).toEqual([]);
  });

  it('warns (without refusing) that the creator published this very file before (point 10)', async () => {
    api = installFakeApi(
      routes({
        '/songs/duplicate-audio': () => ok({ song: { song_id: 5, title: 'La de antes' } }),
      }),
    );
    const { user } = await openForm();
    await fillRequired(user);
    const link = await screen.findByRole('link', { name: 'La de antes' });
    expect(link).toHaveAttribute('href', '/Artist/5');
    expect(link.closest('[role="status"]')).toHaveTextContent(
      'Ya publicaste este mismo audio en «La de antes». Puedes publicarlo de nuevo si es lo que quieres.',
    );
    const [asked] = calls('get', '/songs/duplicate-audio');
    expect(asked.params?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(saveButton()).toBeEnabled();
  });

  it('a cover over the cap names the field', async () => {
    api = installFakeApi(
      routes({ '/storage/limits': () => ok({ ...LIMITS, max_image_bytes: 5 * 1024 * 1024 }) }),
    );
    const { user } = await openForm();
    await waitFor(() => expect(calls('get', '/storage/limits')).toHaveLength(1));
    await user.upload(coverInput(), pngFile('enorme.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('La portada supera 5 MB.')).toBeVisible();
    await user.upload(coverInput(), new File(['GIF89a'], 'tapa.gif', { type: 'image/png' }));
    expect(await screen.findByText(UPLOAD_TEXTS.imageTypeUnsupported)).toBeVisible();
  });
});

describe('credits that link to the right person', () => {
  const suggestion = (userId: number, nickname: string | null, songsCount: number) => ({
    ...makeCreator(userId, { nickname, name: 'Ana', lastName: 'Probadora' }),
    credit_name: 'Ana Probadora',
    songsCount,
  });

  it('offers the profiles whose name starts with what is typed; a pick is linked and sent', async () => {
    api = installFakeApi(
      routes({
        // Only what is typed finds them: an earlier request (the prefilled name) finds no one,
        // so the namesakes on screen come from the typed text's request.
        '/composers/suggest': (config) =>
          ok({
            items:
              config.params?.name === 'ana prob'
                ? [suggestion(31, 'Anita P', 4), suggestion(32, null, 1)]
                : [],
          }),
      }),
    );
    const { user } = await openForm();
    await fillRequired(user);
    const composer = screen.getByRole('textbox', { name: 'Compositor 1' });
    await user.clear(composer);
    await user.type(composer, 'ana prob');
    // Both namesakes, told apart by nickname and songs.
    const second = await screen.findByRole('button', {
      name: 'Enlazar a Ana Probadora, 1 canción',
    });
    expect(
      screen.getByRole('button', { name: 'Enlazar a Ana Probadora (@Anita P), 4 canciones' }),
    ).toBeVisible();
    expect(calls('get', '/composers/suggest').at(-1)?.params).toEqual({ name: 'ana prob' });
    await user.click(second);
    expect(composer).toHaveValue('Ana Probadora');
    expect(screen.getByText('Enlazado al perfil de Ana Probadora')).toBeVisible();

    await user.click(saveButton());
    await waitFor(() => expect(calls('post', '/songs')).toHaveLength(1));
    expect(bodyOf(calls('post', '/songs')[0])).toMatchObject({
      composers: ['Ana Probadora'],
      composer_picks: [{ name: 'Ana Probadora', user_id: 32 }],
    });
  });

  it('typing another name drops the link; "Quitar enlace" too', async () => {
    api = installFakeApi(
      routes({ '/composers/suggest': () => ok({ items: [suggestion(31, 'Anita P', 4)] }) }),
    );
    const { user } = await openForm();
    const composer = screen.getByRole('textbox', { name: 'Compositor 1' });
    await user.type(composer, 'Ana');
    await user.click(await screen.findByRole('button', { name: /^Enlazar a Ana Probadora/ }));
    expect(screen.getByText('Enlazado al perfil de Ana Probadora (@Anita P)')).toBeVisible();
    await user.type(composer, 's');
    expect(screen.queryByText(/^Enlazado al perfil/)).toBeNull();
    await user.type(composer, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Quitar enlace' }));
    expect(screen.queryByText(/^Enlazado al perfil/)).toBeNull();
  });
});

describe('saving', () => {
  it('uploads cover then audio with a real progress bar, creates the song and goes home', async () => {
    const audioSent = deferred<FakeAnswer>();
    let audioConfig: InternalAxiosRequestConfig | undefined;
    api = installFakeApi(
      routes({
        '/storage/audios': (config) => {
          audioConfig = config;
          return audioSent.promise;
        },
      }),
    );
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.upload(coverInput(), coverFile());
    await user.click(saveButton());

    // The busy state: a status with a spinner over the blurred page, and the progress bar.
    const busy = await screen.findByRole('status', { name: 'Subiendo archivos…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const bar = within(busy).getByRole('progressbar', { name: 'Progreso de la subida' });
    await waitFor(() => expect(audioConfig).toBeDefined());
    // The cover (1 KB) is sent: a third of the 3 KB in all.
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(within(busy).getByText('33%')).toBeVisible();

    const progress = (loaded: number) =>
      act(() =>
        audioConfig?.onUploadProgress?.({
          loaded,
          total: 2048,
          bytes: loaded,
        } as AxiosProgressEvent),
      );
    progress(1024);
    expect(bar).toHaveAttribute('aria-valuenow', '66');
    expect(within(busy).getByText('66%')).toBeVisible();
    progress(2048);
    expect(within(busy).getByText('100%')).toBeVisible();

    act(() => audioSent.resolve(audioAnswer()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const sentFile = (config: InternalAxiosRequestConfig) => (config.data as FormData).get('file');
    expect((sentFile(calls('post', '/storage/images')[0]) as File).name).toBe('tapa.png');
    expect((sentFile(calls('post', '/storage/audios')[0]) as File).name).toBe('Mi són.mp3');
    expect(bodyOf(calls('post', '/songs')[0])).toMatchObject({
      cover: COVER_URL,
      audio: AUDIO_URL,
    });
    // Spec section 4: after the first song the stored has_uploaded_song is refreshed.
    expect(getSessionUser()?.has_uploaded_song).toBe(true);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').has_uploaded_song).toBe(true);
  });

  it('a double click uploads once and creates one song', async () => {
    const songSaved = deferred<FakeAnswer>();
    api = installFakeApi(
      routes({
        '/songs': (config) => (config.method === 'post' ? songSaved.promise : ok({ items: [] })),
      }),
    );
    const { user } = await openForm();
    await fillRequired(user);
    const button = saveButton();
    // Both clicks land before React re-renders: only the guard can stop the second.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await user.dblClick(button);
    await waitFor(() => expect(calls('post', '/songs')).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(calls('post', '/storage/audios')).toHaveLength(1);
    act(() => songSaved.resolve(created()));
    await waitFor(() => expect(calls('post', '/songs')).toHaveLength(1));
  });

  it("shows the server's errors joined by '. ', keeps the uploads for the next try", async () => {
    let attempt = 0;
    api = installFakeApi(
      routes({
        '/songs': (config) => {
          if (config.method !== 'post') return ok({ items: [] });
          attempt += 1;
          return attempt === 1
            ? {
                status: 400,
                data: {
                  message: 'Los datos enviados no son válidos',
                  errors: [
                    'El título no puede superar 200 caracteres.',
                    'El género seleccionado no es válido.',
                  ],
                },
              }
            : created();
        },
      }),
    );
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.click(saveButton());
    const alert = await screen.findByText(
      'El título no puede superar 200 caracteres. El género seleccionado no es válido.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('status', { name: /Subiendo|Guardando/ })).toBeNull();
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('post', '/storage/audios')).toHaveLength(1);
    expect(calls('post', '/songs')).toHaveLength(2);
  });

  it("falls back to the spec's text when the server gives no list", async () => {
    api = installFakeApi(
      routes({
        '/songs': (config) =>
          config.method === 'post'
            ? { status: 500, data: { message: 'Error interno del servidor', errors: [] } }
            : ok({ items: [] }),
      }),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al crear la canción. Verifica los datos e intenta de nuevo.',
    );
    expect(screen.queryByText('Error interno del servidor')).toBeNull();
  });

  it("shows the server's message for a file over the size cap (413), and creates nothing", async () => {
    const tooLarge = 'El archivo supera el tamaño máximo de 50 MB';
    api = installFakeApi(
      routes({
        '/storage/audios': () => ({ status: 413, data: { message: tooLarge, errors: [tooLarge] } }),
      }),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooLarge);
    expect(calls('post', '/songs')).toHaveLength(0);
    expect(saveButton()).toBeEnabled();
  });

  it('joins messages without doubling their dots', () => {
    expect(joinErrors(['Uno', 'Dos'])).toBe('Uno. Dos');
    expect(joinErrors(['Uno.', 'Dos.'])).toBe('Uno. Dos.');
    expect(joinErrors(['Solo uno.'])).toBe('Solo uno.');
  });
});

describe('offline', () => {
  it('says a connection is needed and disables saving, until it comes back', async () => {
    api = installFakeApi(routes());
    online = false;
    const { user } = await openForm();
    expect(screen.getByText('Necesitas conexión a internet para subir canciones.')).toBeVisible();
    expect(saveButton()).toBeDisabled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Necesitas conexión a internet para subir canciones.')).toBeNull();
    expect(saveButton()).toBeEnabled();

    await fillRequired(user);
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(saveButton().closest('form') as HTMLFormElement);
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });
});

describe('where the form lives', () => {
  it("/FormFirstSong shows it under 'Sube tu primera canción' and a first song goes home", async () => {
    api = installFakeApi(routes());
    const { user, router } = await openForm('/FormFirstSong');
    expect(
      screen.getByRole('heading', { name: 'Sube tu primera canción', level: 1 }),
    ).toBeVisible();
    await fillRequired(user);
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSessionUser()?.has_uploaded_song).toBe(true);
  });

  it('/repertoire is the same form; a visitor is asked to sign in and cannot save', async () => {
    signInAs(null);
    api = installFakeApi(routes());
    const { user } = await openForm('/repertoire');
    expect(screen.getByRole('heading', { name: 'Subir canción', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toHaveAttribute(
      'href',
      '/LoginPageV1',
    );
    // Said first, before the first field, not only next to the save button.
    const note = screen.getByRole('note');
    const firstField = screen.getAllByRole('textbox')[0] as HTMLElement;
    expect(
      note.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(saveButton()).toBeDisabled();
    await fillRequired(user);
    fireEvent.submit(saveButton().closest('form') as HTMLFormElement);
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });
});
