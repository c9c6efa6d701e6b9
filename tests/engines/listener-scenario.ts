/**
 * One listener's day, the same in every engine: home and sign-in; play, pause, seek with the
 * slider, a landing that stays put going on in another element, 'Siguiente' and 'Anterior',
 * 'Reproducción automática' after the last song, volume; 'Fundido entre canciones' and
 * 'Temporizador' at the song's end; the next song starting in a hidden page; like, playlist,
 * library; 'Seguir' a creator and their songs in 'Novedades'; search; a played song saved for
 * offline; the server gone: shell, library, the saved song plays and seeks; a like made meanwhile
 * reaches the server once it is back. Steps run in order and build on each other.
 */
import type { Page, Song } from '../../domain/api';
import { EMBED_TEXTS } from '../../domain/embed-texts';
import type { Library } from '../../domain/library';
import { OFFLINE_BANNER_TEXT, UNREACHABLE_KEY } from '../../domain/offline-texts';
import { CSP_VIOLATIONS_KEY, RECORD_CSP_VIOLATIONS } from '../helpers/csp-violations';
import { recordedMediaChanges, recordMediaChanges, startThatMoved } from '../helpers/media-changes';
import type { AppServer } from './app-server';
import { type ListenerPage, StepError, StepSkipped } from './listener-page';

/** Where a browser keeps that its preloaded elements stick (media-element-engine.ts). */
const PRELOAD_STICKS_KEY = 'tambora-precarga-atascada';

export const LISTENER = 'oyente@tambora.app';
const PASSWORD = 'Tambora2026!';

/**
 * Makes the next element that lands a seek look stuck, as WebKitGTK's was: its position stays
 * where it landed and it says it has the data to go on, until it is let go ('emptied').
 */
const FREEZE_NEXT_LANDING = () => {
  document.addEventListener(
    'seeked',
    (event) => {
      const element = event.target as HTMLAudioElement;
      const at = element.currentTime;
      (window as { __frozenLanding?: unknown }).__frozenLanding = { element, at };
      Object.defineProperty(element, 'currentTime', {
        configurable: true,
        get: () => at,
        set: () => undefined,
      });
      Object.defineProperty(element, 'readyState', { configurable: true, get: () => 4 });
      element.addEventListener(
        'emptied',
        () => {
          Reflect.deleteProperty(element, 'currentTime');
          Reflect.deleteProperty(element, 'readyState');
        },
        { once: true },
      );
    },
    { capture: true, once: true },
  );
};

/**
 * A script to run in every document before the app: notes whether the page starts believing the
 * server down (the tab's memory, src/lib/connectivity.ts). Firefox fails a page's requests as it
 * leaves, and a memory kept from those started the signed-in home offline until its /health
 * answered, and a press on a song not saved plays nothing meanwhile.
 */
const RECORD_START_OFFLINE = `window.__startedOffline = sessionStorage.getItem('${UNREACHABLE_KEY}') === '1';`;

/** One reading of the two songs while both play, during a 'Fundido entre canciones'. */
interface Crossing {
  /** Since the readings began, shortly before the fade. */
  ms: number;
  old: number;
  oldAt: number;
  fresh: number;
  freshAt: number;
  freshReady: number;
}

export interface Step {
  name: string;
  run: () => Promise<void>;
  /** Times real-time audio against a product figure: runs alone (step-gate.ts). */
  timed?: true;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepError(message);
}

/** `waiting`, and if it fails, its message followed by what `record` reads from the page then. */
async function withRecord<T>(record: () => Promise<unknown>, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    throw new StepError(`${error.message}; registro: ${JSON.stringify(await record())}`);
  }
}

/** A press as the page saw it: where, on what, and where the menu's choice was then. */
interface Press {
  type: string;
  at: number;
  x: number;
  y: number;
  on: string;
  choice: { x: number; y: number; width: number; height: number } | null;
}

/** Runs in the page: keeps every pointer press and click from now on (self-contained). */
function recordPresses(): void {
  const log: Press[] = [];
  (window as unknown as { __presses: Press[] }).__presses = log;
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    document.addEventListener(
      type,
      (event) => {
        const { clientX, clientY, target } = event as MouseEvent;
        const element = target instanceof Element ? target : null;
        const named = element?.closest('[aria-label], [role="menuitem"], button');
        const choice = Array.from(document.querySelectorAll('[role="menuitem"]')).find(
          (item) => item.textContent === 'Al terminar la canción',
        );
        const box = choice?.getBoundingClientRect();
        log.push({
          type,
          at: Math.round(performance.now()),
          x: Math.round(clientX),
          y: Math.round(clientY),
          on: `${element?.tagName ?? '?'} «${(named?.getAttribute('aria-label') ?? named?.textContent ?? '').slice(0, 40)}»`,
          choice: box
            ? {
                x: Math.round(box.x),
                y: Math.round(box.y),
                width: Math.round(box.width),
                height: Math.round(box.height),
              }
            : null,
        });
      },
      true,
    );
  }
}

function recordedPresses(): Press[] {
  return (window as unknown as { __presses?: Press[] }).__presses ?? [];
}

/** What the steps learn and hand on. */
interface Memory {
  userId: number;
  played: Song | null;
  liked: string;
  offlineLiked: Song | null;
  playlist: string;
  /** The song the new playlist holds (the liked one). */
  playlistSong: Song | null;
}

/**
 * The steps for one engine. `slot` (0, 1, 2…) picks songs no other engine touches, since all
 * engines share one server and one listener.
 */
export function listenerScenario(page: ListenerPage, server: AppServer, slot: number): Step[] {
  const memory: Memory = {
    userId: 0,
    played: null,
    liked: '',
    offlineLiked: null,
    playlist: '',
    playlistSong: null,
  };

  const songs = async () =>
    (await page.api<Page<Song>>('/songs?sort=newest&limit=50'))?.items ?? [];

  /**
   * The titles of the 'Me gusta …' buttons of the home's 'Subidas recientemente', in the row's
   * order, once `count` show. That row only: its order (newest first) is the same online and
   * offline, while 'Para ti', the random row and the recent plays change between visits.
   */
  const likeableTitles = (count: number) =>
    page.waitFor(
      `ver ${count} botones 'Me gusta' en 'Subidas recientemente'`,
      (wanted: number) => {
        const row = document.querySelector('[aria-labelledby="subidas-recientemente-titulo"]');
        const titles = Array.from(
          row?.querySelectorAll('button[aria-label^="Me gusta "]') ?? [],
        ).map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Me gusta /, ''));
        return titles.length >= wanted ? titles : null;
      },
      [count],
    );

  const library = () => page.api<Library>(`/libraries/${memory.userId}`);

  /** The file of another song than `previous` once it has sounded `seconds`. */
  const anotherSongSounding = (
    what: string,
    previous: string,
    seconds: number,
    timeoutMs: number,
  ) =>
    page.waitFor(
      what,
      (other: string, atLeast: number) =>
        Array.from(document.querySelectorAll('audio')).find(
          (audio) => !audio.paused && audio.currentSrc !== other && audio.currentTime >= atLeast,
        )?.currentSrc ?? null,
      [previous, seconds],
      timeoutMs,
    );

  /** The first two songs of the demo's seasonal playlist (20 s and more, the same everywhere). */
  const seasonalSongs = async () => {
    const seasonal = (
      await page.api<Page<{ playlist_id: number }>>('/playlistsFromRepertoireByAdmin?limit=1')
    )?.items[0];
    check(seasonal, 'no hay playlist de temporada');
    const detail = await page.api<{ Song_Playlists: { Song: Song }[] }>(
      `/playlists/${seasonal.playlist_id}`,
    );
    const [first, second] = detail?.Song_Playlists.map((entry) => entry.Song) ?? [];
    check(first && second, 'la playlist de temporada no tiene dos canciones');
    return [first, second].map((song) => ({ song, playlistId: seasonal.playlist_id }));
  };

  /** 'Fundido entre canciones' in Configuración, chosen as a person does ('0': off). */
  const chooseCrossfade = async (seconds: string) => {
    await page.goto('/UserSettings');
    const chosen = await page.waitFor(
      "elegir 'Fundido entre canciones'",
      (value: string) => {
        const label = Array.from(document.querySelectorAll('label')).find(
          (one) => one.textContent === 'Fundido entre canciones',
        );
        const select = label ? document.getElementById(label.htmlFor) : null;
        if (!(select instanceof HTMLSelectElement)) return null;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return localStorage.getItem('tambora-fundido') ?? '0';
      },
      [seconds],
      10_000,
    );
    check(chosen === seconds, `el fundido quedó en ${chosen}`);
  };

  /**
   * Clicks the middle of the 'Posición' slider and checks the music lands there and goes on. The
   * bar's code is its own chunk, loaded once something plays (layout/PlayerSlot.tsx): the first
   * sound can come before the slider is drawn, so this waits for it as a person looks for it.
   */
  const seekToMiddle = async () => {
    const max = await page.waitFor(
      'la barra de posición con la duración de la canción',
      () => {
        const slider = document.querySelector<HTMLInputElement>('input[aria-label="Posición"]');
        return slider && Number(slider.max) > 4 ? Number(slider.max) : null;
      },
      [],
      10_000,
    );
    await page.click({ css: 'input[aria-label="Posición"]' }, 0.5);
    const target = max / 2;
    const landed = await page.waitFor(
      `llegar a ${target.toFixed(1)} s`,
      (wanted: number) =>
        Array.from(document.querySelectorAll('audio')).find(
          (audio) => !audio.paused && Math.abs(audio.currentTime - wanted) <= 1,
        )?.currentTime ?? null,
      [target],
      5000,
    );
    const going = await page.advancing();
    check(going.from >= landed - 0.5, `volvió atrás tras buscar (${landed} → ${going.from})`);
  };

  /** With the server up, a page opened after another (whose requests its leaving cut) starts online. */
  const startedOnline = async () => {
    if (!page.page.onEveryDocument) return;
    const offline = await page.run(
      () => (window as { __startedOffline?: boolean }).__startedOffline ?? null,
    );
    check(
      offline === false,
      `la página empezó sin conexión con el servidor en marcha (${offline})`,
    );
  };

  return [
    {
      name: 'inicio: service worker y manifiesto',
      run: async () => {
        // Every Content-Security-Policy refusal in any document, kept for the last online step.
        await page.page.onEveryDocument?.(RECORD_CSP_VIOLATIONS);
        await page.page.onEveryDocument?.(RECORD_START_OFFLINE);
        await page.goto('/');
        await page.locate({ buttonStarting: 'Reproducir ' });
        await page.waitFor(
          'que el service worker controle la página',
          () =>
            navigator.serviceWorker?.controller !== null &&
            navigator.serviceWorker?.controller !== undefined,
          [],
          30_000,
        );
        const manifest = await page.run(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
          return link ? ((await (await fetch(link.href)).json()) as { name?: string }) : null;
        });
        check(manifest?.name?.includes('Tambora'), `manifiesto: ${JSON.stringify(manifest)}`);
      },
    },
    {
      name: 'iniciar sesión',
      run: async () => {
        await page.goto('/LoginPageV1');
        await startedOnline();
        await page.fill({ label: 'Correo electrónico' }, LISTENER);
        await page.fill({ label: 'Contraseña' }, PASSWORD);
        await page.click({ button: 'Iniciar Sesión', within: 'main' });
        await page.locate({ button: 'Menú de usuario' });
        memory.userId = await page.run(
          () =>
            (JSON.parse(localStorage.getItem('user') ?? '{}') as { credentials_id?: number })
              .credentials_id ?? 0,
        );
        check(memory.userId > 0, 'no quedó guardada la persona que inició sesión');
      },
    },
    {
      name: 'reproducir, pausar, reanudar y título en Media Session',
      run: async () => {
        await page.goto('/');
        await startedOnline();
        const name = await page.click({ buttonStarting: 'Reproducir ', within: 'main' });
        const sound = await page.waitForSound('que suene la canción', 1);
        memory.played = (await songs()).find((song) => sound.src.endsWith(song.audio)) ?? null;
        check(memory.played, `no se reconoce el archivo que suena (${sound.src})`);
        check(name.endsWith(memory.played.title), `sonó otra canción (${name})`);
        await page.click({ button: 'Pausar', within: '[aria-label="Reproductor"]' });
        const paused = await page.waitFor(
          'que se pause',
          () => Array.from(document.querySelectorAll('audio')).every((audio) => audio.paused),
          [],
          5000,
        );
        check(paused, 'sigue sonando');
        await page.click({ button: 'Reproducir', within: '[aria-label="Reproductor"]' });
        await page.advancing();
        const title = await page.run(() => navigator.mediaSession?.metadata?.title ?? null);
        check(title === memory.played.title, `Media Session dice ${JSON.stringify(title)}`);
        // 'Transmitir' only where the browser says a speaker or TV can take the music: Firefox
        // has no Remote Playback API, and no engine here has a device (docs/product.md).
        const cast = await page.run(() => {
          const bar = document.querySelector('[aria-label="Reproductor"]');
          return Array.from(bar?.querySelectorAll('button') ?? []).some((button) =>
            /^Transmiti/.test(button.getAttribute('aria-label') ?? ''),
          );
        });
        check(!cast, "la barra ofrece 'Transmitir' sin ningún dispositivo");
      },
    },
    {
      name: "buscar con la barra 'Posición' (clic y flechas)",
      run: async () => {
        await seekToMiddle();
        // The slider has focus after the press: each arrow is one second.
        const before = (await page.playing())?.time ?? 0;
        for (let press = 0; press < 5; press += 1) await page.page.press('ArrowRight');
        const after = (await page.playing())?.time ?? 0;
        check(after - before >= 4, `las flechas no movieron la canción (${before} → ${after})`);
        await page.advancing();
      },
    },
    {
      // WebKitGTK once landed a seek and then stayed there, 'playing' with the whole song at hand.
      // That state is made here on purpose: the element that lands next reports
      // a position that never moves; the music must go on from there in another element.
      name: 'una búsqueda que se queda quieta sigue sonando desde allí',
      run: async () => {
        await page.run(FREEZE_NEXT_LANDING);
        await page.click({ css: 'input[aria-label="Posición"]' }, 0.3);
        const goneOn = await page.waitFor(
          'que la música siga en otro elemento desde donde quedó',
          () => {
            const frozen = (window as { __frozenLanding?: { element: Element; at: number } })
              .__frozenLanding;
            if (!frozen) return null;
            const other = Array.from(document.querySelectorAll('audio')).find(
              (audio) => audio !== frozen.element && !audio.paused && audio.currentTime > 0,
            );
            return other && other.currentTime >= frozen.at + 1
              ? { at: frozen.at, now: other.currentTime }
              : null;
          },
          [],
          8000,
        );
        check(goneOn.now < goneOn.at + 4, `siguió desde otro lugar (${goneOn.at} → ${goneOn.now})`);
      },
    },
    {
      name: "'Siguiente' y 'Anterior'",
      run: async () => {
        const first = await page.playing();
        check(first, 'no suena nada antes de pasar de canción');
        await page.click({ button: 'Siguiente', within: '[aria-label="Reproductor"]' });
        const next = await anotherSongSounding(
          'que la siguiente canción avance 2 s',
          first.src,
          2,
          12_000,
        );
        await page.click({ button: 'Anterior', within: '[aria-label="Reproductor"]' });
        await page.waitFor(
          'que la anterior vuelva a sonar 2 s',
          (wanted: string) =>
            Array.from(document.querySelectorAll('audio')).some(
              (audio) => !audio.paused && audio.currentSrc === wanted && audio.currentTime >= 2,
            ),
          [first.src],
          12_000,
        );
        check(next !== first.src, 'la siguiente era la misma');
      },
    },
    {
      name: "'Reproducción automática' al terminar la última canción",
      run: async () => {
        // One song from its own page is a queue of one: when it ends, songs like it follow,
        // marked 'Recomendadas' in 'Cola'.
        const song = (await songs())[slot];
        check(song, 'no hay canción para reproducir sola');
        await page.goto(`/Artist/${song.song_id}`);
        await page.click({ button: `Reproducir ${song.title}`, within: 'main' });
        const sound = await page.waitForSound('que suene la canción sola', 1, song.audio);
        await page.click({ css: 'input[aria-label="Posición"]' }, 0.97);
        const next = await anotherSongSounding(
          'que otra canción siga sola al terminar',
          sound.src,
          1,
          25_000,
        );
        check(next !== sound.src, 'volvió a sonar la misma');
        await page.click({ button: 'Cola', within: '[aria-label="Reproductor"]' });
        await page.waitFor(
          "ver en 'Cola' la canción marcada 'Recomendadas'",
          () =>
            document.querySelector('[role="dialog"] button[aria-label$=", recomendadas"]') !== null,
          [],
          5000,
        );
        await page.click({ button: 'Cerrar la cola' });
      },
    },
    {
      name: 'volumen y silencio',
      run: async () => {
        await page.click({ css: 'input[aria-label="Volumen"]' }, 0.3);
        const volume = await page.waitFor(
          'que el volumen baje',
          () =>
            Array.from(document.querySelectorAll('audio')).find((audio) => !audio.paused)?.volume ??
            null,
          [],
          5000,
        );
        check(volume > 0.15 && volume < 0.45, `volumen ${volume} tras pulsar al 30 %`);
        await page.click({ button: 'Silenciar', within: '[aria-label="Reproductor"]' });
        await page.waitFor(
          'silencio',
          () =>
            Array.from(document.querySelectorAll('audio')).some(
              (audio) => !audio.paused && audio.muted,
            ),
          [],
          5000,
        );
        await page.click({ button: 'Activar sonido', within: '[aria-label="Reproductor"]' });
        await page.waitFor(
          'sonido otra vez',
          () =>
            Array.from(document.querySelectorAll('audio')).some(
              (audio) => !audio.paused && !audio.muted,
            ),
          [],
          5000,
        );
        await page.click({ button: 'Pausar', within: '[aria-label="Reproductor"]' });
      },
    },
    {
      name: "'Fundido entre canciones' y 'Temporizador' al terminar la canción",
      run: async () => {
        const [{ song: first, playlistId }, { song: second }] = await seasonalSongs();
        await chooseCrossfade('3');

        await page.goto(`/PlaylistSongsCard/${playlistId}`);
        await page.click({ button: 'Reproducir', within: 'main' });
        await page.waitForSound('que suene la primera canción', 1, first.audio);
        const level = (await page.audios()).find((audio) => !audio.paused)?.volume ?? 1;
        // What sounds, every 50 ms from here on: a crossing can be shorter than one of this
        // driver's round trips when an engine is slow to start the next element.
        await page.run(
          (out: string, into: string) => {
            const record = window as unknown as { __crossings: Crossing[] };
            record.__crossings = [];
            const started = performance.now();
            setInterval(() => {
              const sounding = Array.from(document.querySelectorAll('audio')).filter(
                (audio) => !audio.paused,
              );
              const old = sounding.find((audio) => audio.currentSrc.endsWith(out));
              const fresh = sounding.find((audio) => audio.currentSrc.endsWith(into));
              if (old && fresh) {
                record.__crossings.push({
                  ms: Math.round(performance.now() - started),
                  old: Number(old.volume.toFixed(3)),
                  oldAt: Number(old.currentTime.toFixed(2)),
                  fresh: Number(fresh.volume.toFixed(3)),
                  freshAt: Number(fresh.currentTime.toFixed(2)),
                  freshReady: fresh.readyState,
                });
              }
            }, 50);
          },
          first.audio,
          second.audio,
        );
        // About 5 s before its end: the 3 s fade starts there by itself.
        await page.click({ css: 'input[aria-label="Posición"]' }, 0.78);
        await page.waitFor(
          'que siga sola la segunda, al volumen elegido',
          (into: string, full: number) => {
            const sounding = Array.from(document.querySelectorAll('audio')).filter(
              (audio) => !audio.paused,
            );
            return (
              sounding.length === 1 &&
              sounding[0].currentSrc.endsWith(into) &&
              Math.abs(sounding[0].volume - full) < 0.02
            );
          },
          [second.audio, level],
          15_000,
        );
        const crossings = await page.run(
          () => (window as unknown as { __crossings: Crossing[] }).__crossings,
        );
        // Both played at once, and the fade follows the new song: while it is silent (not yet
        // advancing) the old one keeps its volume, so the music never dips; once the new one has
        // its music, it rises from silence. The fade's curve is measured in Chromium
        // (tests/e2e/crossfade.spec.ts); WebKitGTK's readings of the two volumes lag each other.
        // A starved machine can leave the new element without a byte of its song until the old
        // one ends (readyState 0 for 2.3 s, or 4.6 s and its first 0.09 s in the old one's last
        // reading): there is then nothing to fade in, and that is said. The fade raises the new
        // song as it advances, a step every 50 ms, so three readings of it advancing are enough.
        const said = `${crossings.length} lecturas juntas, ${JSON.stringify([...crossings.slice(0, 3), ...crossings.slice(-3)])}`;
        check(crossings.length > 0, 'la nueva canción no empezó antes de terminar la anterior');
        const dip = crossings.find((one) => one.freshAt === 0 && one.old < level * 0.9);
        check(
          !dip,
          `la anterior bajó con la nueva aún en silencio (${JSON.stringify(dip)}): ${said}`,
        );
        const newAdvanced = crossings.filter((one) => one.freshAt > 0).length >= 3;
        if (newAdvanced) {
          check(
            crossings.some((one) => one.fresh > 0 && one.fresh < level),
            `las dos canciones no sonaron juntas: ${said}`,
          );
        } else {
          console.log(
            `  [fundido] la nueva canción no avanzó antes del final de la anterior: ${said}`,
          );
        }

        // 'Al terminar la canción': the song ends, nothing follows (no fade into the next either).
        // Every press from here, said if the choice is not taken: a press that misses the menu
        // closes it with no choice made, and the music then fades into the next song.
        await page.run(recordPresses);
        await page.click({ button: 'Temporizador', within: '[aria-label="Reproductor"]' });
        await page.click({ button: 'Al terminar la canción' });
        // Once the menu has gone, as a person presses: a press on the position while it was still
        // closing went nowhere in WebKit on a loaded machine (the song played on from where it was).
        await withRecord(
          () => page.run(recordedPresses),
          page.waitFor(
            'que se cierre el menú del temporizador con la cuenta atrás puesta',
            () =>
              document.querySelector('[role="menu"]') === null &&
              document.querySelector(
                '[aria-label="Reproductor"] [role="timer"][aria-label="Se detiene al terminar la canción"]',
              ) !== null,
            [],
            5_000,
          ),
        );
        // Every load, seek, start and end from here, said if the music goes on.
        await page.run(recordMediaChanges);
        await page.click({ css: 'input[aria-label="Posición"]' }, 0.85);
        // Told apart from a timer that lets the music go on: a press on the position that went
        // nowhere leaves the song far from its end.
        await page.waitFor(
          'que la canción llegue a la posición pulsada, cerca del final',
          () => {
            const elements = Array.from(document.querySelectorAll('audio'));
            return (
              elements.every((audio) => audio.paused) ||
              elements.some(
                (audio) =>
                  !audio.paused && audio.duration > 0 && audio.currentTime >= audio.duration * 0.8,
              )
            );
          },
          [],
          5_000,
        );
        await withRecord(
          () => page.run(recordedMediaChanges),
          page.waitFor(
            'que la música se detenga al terminar la canción',
            () =>
              Array.from(document.querySelectorAll('audio')).every((audio) => audio.paused) &&
              document.querySelector(
                '[aria-label="Reproductor"] button[aria-label="Reproducir"]',
              ) !== null,
            [],
            15_000,
          ),
        );
        const title = await page.run(
          () =>
            document.querySelector('[data-testid="player-title"]')?.getAttribute('title') ?? null,
        );
        check(title === second.title, `siguió con otra canción (${title})`);
        await chooseCrossfade('0');
      },
    },
    {
      name: 'con la página oculta, la siguiente canción suena al terminar la anterior',
      timed: true,
      run: async () => {
        const [first, second] = await seasonalSongs();
        // A plain change of song, even if the step before stopped with the fade still chosen.
        await chooseCrossfade('0');
        // Timed as a browser meets it before it has learned whether its preloaded elements stick
        // (docs/architecture.md "Every engine listeners use"): the steps before may have taught
        // it or not, and the figure must hold either way.
        await page.run((key: string) => localStorage.removeItem(key), PRELOAD_STICKS_KEY);
        await page.goto(`/PlaylistSongsCard/${first.playlistId}`);
        await page.click({ button: 'Reproducir', within: 'main' });
        await page.waitForSound('que suene la primera canción', 1, first.song.audio);
        // docs/product.md "Con la pantalla bloqueada". Each end and start, with the time and
        // whether the page was hidden, kept in the page: while hidden it is not driven.
        await page.run(recordMediaChanges);
        // About 3 s before the end, then another tab to the front for longer than that.
        await page.click({ css: 'input[aria-label="Posición"]' }, 0.86);
        await page.page.putAway();
        await new Promise((resolve) => setTimeout(resolve, 8000));
        await page.page.bringBack();
        // Whatever this step finds, the music stops here: the next steps start from silence.
        await page.click({ button: 'Pausar', within: '[aria-label="Reproductor"]' });
        const changes = await page.run(recordedMediaChanges);
        const ended = changes.find(
          (change) => change.kind === 'ended' && change.src.endsWith(first.song.audio),
        );
        if (ended && !ended.hidden) {
          throw new StepSkipped(
            'aquí otra pestaña al frente no oculta la página (document.visibilityState sigue visible)',
          );
        }
        check(ended, `la primera canción no terminó (${JSON.stringify(changes)})`);
        const next = changes.find(
          (change) =>
            change.kind === 'playing' &&
            change.src.endsWith(second.song.audio) &&
            change.at >= ended.at,
        );
        check(
          next?.hidden,
          `la siguiente no sonó con la página oculta (${JSON.stringify(changes)})`,
        );
        // Measured to the start of the element that then moved: one can report 'playing' and stay
        // put (docs/architecture.md "Every engine listeners use").
        const heard = startThatMoved(changes, second.song.audio);
        check(heard, `la siguiente nunca avanzó con la página oculta (${JSON.stringify(changes)})`);
        // Where the time went: the next song's request and its first playable data, after the end.
        const sinceEnd = (kind: 'loadstart' | 'canplay' | 'playing') => {
          const change = changes.find(
            (c) => c.kind === kind && c.src.endsWith(second.song.audio) && c.at >= ended.at,
          );
          return change ? `${Math.round(change.at - ended.at)} ms` : 'antes del final';
        };
        const gap = `${Math.round(heard.at - ended.at)} ms (pedida: ${sinceEnd('loadstart')}, con datos: ${sinceEnd('canplay')}, primer 'playing': ${sinceEnd('playing')})`;
        console.log(
          `[${page.engine}] con la página oculta, del final al comienzo de la siguiente: ${gap}`,
        );
        check(
          heard.at - ended.at <= 1000,
          `la siguiente tardó ${gap} en sonar con la página oculta; registro: ${JSON.stringify(changes)}`,
        );
      },
    },
    {
      name: "'Me gusta' y una playlist nueva",
      run: async () => {
        // The demo listener likes songs already: start from an empty library of songs.
        await page.run(async (path: string) => {
          const library = (await (await fetch(path, { cache: 'no-store' })).json()) as Library;
          for (const entry of library.Song_Libraries) {
            await fetch('/api/v1/song_libraries', {
              method: 'DELETE',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ song_id: entry.song_id }),
            });
          }
        }, `/api/v1/libraries/${memory.userId}`);
        await page.goto('/');
        // The hearts load after the first paint.
        const titles = await likeableTitles(slot + 4);
        const all = await songs();
        const liked = all.find((song) => song.title === titles[slot]);
        const offlineLiked = all.find((song) => song.title === titles[slot + 3]);
        check(liked && offlineLiked, `pocas canciones para dar 'Me gusta' (${titles.length})`);
        memory.liked = liked.title;
        memory.playlistSong = liked;
        memory.offlineLiked = offlineLiked;
        await page.click({ button: `Me gusta ${memory.liked}` });
        await page.locate({ button: `Quitar ${memory.liked} de Me gusta` });
        memory.playlist = `Motor ${page.engine} ${Date.now() % 100000}`;
        // The name prompt is the browser's own dialog: answered in the page, the same way everywhere.
        await page.run((name: string) => {
          window.prompt = () => name;
        }, memory.playlist);
        await page.click({ button: `Añadir ${memory.liked} a una playlist` });
        await page.click({ button: 'Nueva playlist' });
        await page.waitForText(`Playlist "${memory.playlist}" creada`);
        await page.waitFor(
          'que el servidor tenga el me gusta y la playlist',
          async (path: string, liked: string, playlist: string) => {
            const response = await fetch(path, { cache: 'no-store' });
            const body = (await response.json()) as Library;
            return (
              body.Song_Libraries.some((entry) => entry.Song.title === liked) &&
              body.Playlist_Libraries.some((entry) => entry.Playlist.name === playlist)
            );
          },
          [`/api/v1/libraries/${memory.userId}`, memory.liked, memory.playlist],
        );
      },
    },
    {
      name: "de vuelta con 'Atrás' desde otra página, 'Me gusta' responde",
      run: async () => {
        // docs/architecture.md "Every engine listeners use": a page the browser keeps in its
        // back/forward cache closes its database and opens it again when shown.
        await page.run(() => {
          const marked = window as unknown as { shownFromCache?: boolean };
          marked.shownFromCache = false;
          window.addEventListener('pageshow', (event) => {
            marked.shownFromCache = event.persisted;
          });
        });
        // A page of the same site outside the app: the app's page is left, not replaced.
        await page.goto('/api/v1/health');
        await page.back();
        const shown = await page.waitFor(
          'volver a la página de inicio',
          () =>
            location.pathname === '/' && document.readyState === 'complete'
              ? String((window as unknown as { shownFromCache?: boolean }).shownFromCache)
              : null,
          [],
        );
        if (shown !== 'true') {
          throw new StepSkipped(`aquí 'Atrás' no trajo la página de la caché (${shown})`);
        }
        await page.click({ button: `Quitar ${memory.liked} de Me gusta` });
        await page.click({ button: `Me gusta ${memory.liked}` });
        await page.locate({ button: `Quitar ${memory.liked} de Me gusta` });
        await page.waitFor(
          'que el servidor tenga el me gusta',
          async (path: string, liked: string) => {
            const body = (await (await fetch(path, { cache: 'no-store' })).json()) as Library;
            return body.Song_Libraries.some((entry) => entry.Song.title === liked);
          },
          [`/api/v1/libraries/${memory.userId}`, memory.liked],
        );
      },
    },
    {
      name: 'biblioteca',
      run: async () => {
        await page.goto('/Library');
        await page.waitForText('Canciones que te han gustado');
        await page.waitForText(memory.liked.slice(0, 16));
        await page.waitForText(memory.playlist.slice(0, 16));
      },
    },
    {
      name: "'Seguir' a un creador y sus canciones en 'Novedades'",
      run: async () => {
        // Each engine follows its own creator: all engines share one listener.
        const creators = [...new Set((await songs()).map((song) => song.user_id))];
        const creatorId = creators[slot % creators.length];
        check(creatorId, 'no hay creadores a quien seguir');
        const theirs = (await songs()).find((song) => song.user_id === creatorId);
        check(theirs, 'el creador no tiene canciones públicas');
        await page.run(async (id: number) => {
          await fetch('/api/v1/follows', {
            method: 'DELETE',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ creator_id: id }),
          });
        }, creatorId);
        await page.goto(`/ComposerPerfil/${creatorId}`);
        await page.click({ buttonStarting: 'Seguir a ' });
        await page.locate({ buttonStarting: 'Dejar de seguir a ' });
        await page.waitFor(
          'que el servidor tenga el seguimiento',
          async (id: number) => {
            const response = await fetch(`/api/v1/follows/${id}`, { cache: 'no-store' });
            return ((await response.json()) as { following: boolean }).following;
          },
          [creatorId],
        );
        await page.goto('/Novedades');
        await page.waitForText(theirs.title.slice(0, 16));
      },
    },
    {
      name: 'búsqueda',
      run: async () => {
        // The title's longest word: a first word may be as short as 'Mi'.
        const term = (memory.played?.title ?? '')
          .split(' ')
          .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
        check(term.length >= 3, `término de búsqueda corto (${term})`);
        await page.fill({ css: 'input[aria-label="Buscar"]' }, term);
        await page.page.press('Enter');
        await page.waitFor(
          'llegar a los resultados',
          () => location.pathname.startsWith('/SearchView/'),
          [],
        );
        await page.waitForText(memory.played?.title.slice(0, 16) ?? '');
      },
    },
    {
      // docs/product.md "Insertar": the player other sites frame, on its own in each engine.
      name: 'el reproductor insertado suena y lleva a Tambora',
      run: async () => {
        const song = memory.played;
        check(song, 'ninguna canción escuchada antes');
        await page.goto(`/embed/song/${song.song_id}`);
        await page.waitForText(EMBED_TEXTS.listenOnTambora);
        await page.click({ button: EMBED_TEXTS.play(song.title) });
        await page.waitForSound('que suene el reproductor insertado', 1);
        await page.click({ button: EMBED_TEXTS.pause(song.title) });
      },
    },
    {
      name: 'ninguna regla de seguridad (CSP) rechazó nada de la aplicación',
      run: async () => {
        if (!page.page.onEveryDocument) {
          throw new StepSkipped('su driver no deja registrar un script en cada documento');
        }
        const refused = await page.run(
          (key: string) => sessionStorage.getItem(key),
          CSP_VIOLATIONS_KEY,
        );
        check(refused === null, `rechazos de la CSP: ${refused}`);
      },
    },
    {
      name: 'la canción escuchada queda guardada sin conexión',
      run: async () => {
        const song = memory.played;
        check(song, 'no hubo canción escuchada');
        const deadline = Date.now() + 30_000;
        while (!(await page.savedOffline(song.song_id))) {
          if (Date.now() > deadline) throw new StepError(`${song.title} no quedó guardada en 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      },
    },
    {
      name: "una playlist 'Disponible sin conexión'",
      run: async () => {
        const entry = (await library())?.Playlist_Libraries.find(
          (one) => one.Playlist.name === memory.playlist,
        );
        check(entry, `la playlist ${memory.playlist} no está en la biblioteca`);
        await page.goto(`/PlaylistSongsCard/${entry.playlist_id}`);
        await page.click({ button: 'Disponible sin conexión: la playlist' });
        await page.waitFor(
          'que la playlist quede guardada',
          () =>
            document
              .querySelector('button[aria-label="Disponible sin conexión: la playlist"]')
              ?.getAttribute('aria-pressed') === 'true',
          [],
          30_000,
        );
      },
    },
    {
      name: 'servidor detenido: inicio, biblioteca, la canción guardada suena y se busca, Descargas toca la playlist',
      run: async () => {
        const song = memory.played;
        check(song, 'no hubo canción escuchada');
        await server.stop();
        await page.page.reload();
        await page.locate({ button: 'Menú de usuario' });
        await page.goto('/Library');
        await page.waitForText('Canciones que te han gustado');
        await page.waitForText(memory.liked.slice(0, 16));
        await page.goto('/');
        await page.click({ button: `Reproducir ${song.title}`, within: 'main' });
        await page.waitForSound('que suene sin servidor', 1, song.audio);
        await seekToMiddle();
        // A like pressed on this very home while the saved song plays, as a person on a bus
        // would: WebKit once dropped it here (docs/architecture.md "Every engine listeners use").
        const offline = memory.offlineLiked;
        check(offline, 'no hay canción para el me gusta sin conexión');
        await page.click({ button: `Me gusta ${offline.title}` });
        await page.locate({ button: `Quitar ${offline.title} de Me gusta` });
        // Descargas plays the pinned playlist.
        const inPlaylist = memory.playlistSong;
        check(inPlaylist, 'la playlist no tiene canción');
        await page.goto('/Descargas');
        // The tab found the server down on the pages before, so this one starts offline: its
        // banner comes with its first content and nothing moves under the press that follows
        // (docs/architecture.md "Offline, shared phones and unreachable servers").
        const firstSight = await page.waitFor(
          'ver Descargas',
          (banner: string) =>
            document.getElementById('descargas-titulo')
              ? { banner: document.body.innerText.includes(banner) }
              : null,
          [OFFLINE_BANNER_TEXT],
        );
        check(firstSight.banner, 'Descargas se vio sin el aviso de sin conexión');
        await page.click({ button: `Reproducir ${memory.playlist}` });
        await page.waitForSound('que la playlist guardada suene sin servidor', 1, inPlaylist.audio);
      },
    },
    {
      name: "un 'Me gusta' sin conexión llega al servidor cuando vuelve",
      run: async () => {
        const song = memory.offlineLiked;
        check(song, 'no hay canción para el me gusta sin conexión');
        await page.goto('/');
        await page.locate({ button: `Quitar ${song.title} de Me gusta` });
        await server.start();
        const deadline = Date.now() + 45_000;
        for (;;) {
          const titles = (await library())?.Song_Libraries.map((entry) => entry.Song.title) ?? [];
          if (titles.includes(song.title)) return;
          if (Date.now() > deadline) {
            throw new StepError(
              `el servidor no recibió el me gusta en 45 s (tiene ${JSON.stringify(titles)})`,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      },
    },
  ];
}
