import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPin, IconPlayerPlayFilled, IconTrash } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Song } from '../../../domain/api';
import { db, type OfflineSongEntry } from '../../lib/db';
import { clearOfflineMusic, enforceBudget, removeSavedSong } from '../offline/audio-cache';
import { keepLikesOfflineInBackground } from '../offline/keep-likes';
import { isStoragePersistent } from '../offline/persistent-storage';
import {
  BUDGET_CHOICES,
  DEFAULT_PREFERENCES,
  type OfflinePreferences,
  readPreferences,
  SMART_COUNT_CHOICES,
  savePreferences,
} from '../offline/preferences';
import { saveLikedSongs } from '../offline/saved-likes';
import { formatBytes } from '../offline/sizes';
import {
  dropSmartDownloads,
  keepSmartDownloadsInBackground,
  smartDownloadsRunning,
  syncSmartDownloads,
  watchSmartDownloads,
} from '../offline/smart-downloads';
import { clearUnlistedAudio, type UnlistedAudio, unlistedAudio } from '../offline/unlisted-audio';
import { PlayButton } from '../player/PlayButton';
import { playSongs } from '../player/store';
import classes from './DownloadsPage.module.css';
import { PinnedPlaylists } from './PinnedPlaylists';

export const DOWNLOADS_TEXTS = {
  title: 'Descargas',
  empty: 'Aún no hay canciones guardadas en este dispositivo.',
  budgetLabel: 'Espacio para música sin conexión',
  saveLiked: 'Guardar mis me gusta sin conexión',
  saveLikedHint:
    'Tus canciones favoritas se guardan solas, sin pasar del espacio elegido, y no se borran para dejar sitio a las escuchadas.',
  mobileData: 'También con datos móviles',
  clearAll: 'Borrar todo',
  clearQuestion: '¿Borrar la música guardada en este dispositivo?',
  includingPinned: 'Quitar también las fijadas',
  persistent:
    'El almacenamiento es persistente: el navegador no borrará tu música por falta de espacio.',
  notPersistent:
    'El almacenamiento no es persistente: si el dispositivo se queda sin espacio, el navegador podría borrar esta música.',
  pinned: 'Fijada',
  playAll: 'Reproducir todo',
  unlistedTitle: 'Guardadas en este dispositivo',
  unlisted: (count: number, size: string) =>
    `${count} ${count === 1 ? 'canción guardada' : 'canciones guardadas'} en una sesión anterior de este dispositivo (${size}). Si las escuchas, vuelven a tu lista.`,
  clearUnlisted: 'Borrar las canciones de sesiones anteriores',
  smart: 'Descargas inteligentes',
  smartHint:
    'Guarda solas las primeras canciones de Para ti, solo con Wi-Fi y en el espacio libre. Son las primeras en borrarse si hace falta sitio, y cambian cuando cambia tu lista.',
  smartCount: 'Canciones de Para ti',
  smartNow: 'Descargar ahora',
  smartGroup: (count: number, size: string) => `Descargas inteligentes (${count}) · ${size}`,
  smartEmpty: 'Aún no hay descargas inteligentes. Se hacen con Wi-Fi, o pulsa «Descargar ahora».',
} as const;

/** A saved song with its play button (within every saved song, in the page's order). */
function SavedSong({ entry, saved }: { entry: OfflineSongEntry; saved: readonly Song[] }) {
  const { song } = entry;
  return (
    <li className={classes.item}>
      <PlayButton song={song} list={saved} size="sm" />
      <div className={classes.itemText}>
        <Text fw={600} truncate="end">
          {song.title}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {[song.interpreters.join(', ') || song.composers.join(', '), formatBytes(entry.sizeBytes)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      {entry.pinned === 1 && (
        <Badge leftSection={<IconPin size={12} aria-hidden />} variant="light">
          {DOWNLOADS_TEXTS.pinned}
        </Badge>
      )}
      <Button
        variant="subtle"
        color="tamboraRed"
        aria-label={`Quitar ${song.title}`}
        onClick={() => void removeSavedSong(song.song_id)}
      >
        <IconTrash size={18} aria-hidden />
      </Button>
    </li>
  );
}

function ClearAll({ disabled }: { disabled: boolean }) {
  const [asking, setAsking] = useState(false);
  const [includingPinned, setIncludingPinned] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        color="tamboraRed"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {DOWNLOADS_TEXTS.clearAll}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={DOWNLOADS_TEXTS.clearAll}
        centered
        closeButtonProps={{ 'aria-label': 'Cancelar' }}
      >
        <Text mb="sm">{DOWNLOADS_TEXTS.clearQuestion}</Text>
        <Checkbox
          mb="md"
          label={DOWNLOADS_TEXTS.includingPinned}
          checked={includingPinned}
          onChange={(event) => setIncludingPinned(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            Cancelar
          </Button>
          <Button
            color="tamboraRed"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await clearOfflineMusic({ includingPinned });
              setBusy(false);
              setAsking(false);
            }}
          >
            Borrar
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * /Descargas: the pinned playlists and every song saved on
 * this device (pinned and recently played) with its size and a 'Quitar', the room used and the budget (which the person
 * sets), 'Borrar todo', 'Guardar mis me gusta sin conexión', and whether the browser keeps this
 * storage for good. Everything is read from IndexedDB, so it works offline.
 */
export function DownloadsPage() {
  const entries = useLiveQuery(
    () => db.offlineSongs.orderBy('lastPlayedAt').reverse().toArray(),
    [],
  );
  const [preferences, setPreferences] = useState<OfflinePreferences>(DEFAULT_PREFERENCES);
  // What the person changed on this page: the stored choices, read once at the start, may come
  // back after a press (a slow phone) and must not undo it.
  const changedHere = useRef<Partial<OfflinePreferences>>({});
  const [persistent, setPersistent] = useState<boolean | null>(null);
  useEffect(() => {
    void readPreferences(db).then((stored) =>
      setPreferences({ ...stored, ...changedHere.current }),
    );
    // A save records its song before it makes room: a page left in between (a reload, the app
    // closed right after 'Disponible sin conexión') leaves the device over the budget until here.
    // Storage that fails now leaves it to the next save.
    void enforceBudget(db).catch(() => undefined);
    // A save of liked songs that an earlier page left half way (a reload, the app closed) is
    // finished here: its file may already be in the cache, only its record is missing.
    void keepLikesOfflineInBackground(db);
    // The same for smart downloads (the list may have changed since).
    void keepSmartDownloadsInBackground(db);
  }, []);
  const savedCount = entries?.length;
  // Read again as songs come and go: the first save asks the browser to make storage persistent.
  useEffect(() => {
    if (savedCount === undefined) return;
    void isStoragePersistent().then(setPersistent);
  }, [savedCount]);

  const change = async (next: Partial<OfflinePreferences>) => {
    // Shown at once (a switch must move when pressed), then kept in IndexedDB.
    changedHere.current = { ...changedHere.current, ...next };
    setPreferences((current) => ({ ...current, ...next }));
    const saved = savePreferences(next, db);
    if (
      next.smartDownloads !== false &&
      (next.smartDownloads || next.smartCount || next.budgetBytes)
    ) {
      // Under way from the press (shown on 'Descargar ahora'), run once the choice is saved.
      // Without a connection or a 'Para ti' list it fetches nothing now; the next start tries again.
      void syncSmartDownloads({ after: saved }, db).catch(() => 0);
    }
    await saved;
    if (next.saveLiked || next.likedOnMobileData || next.budgetBytes) void saveLikedSongs(db);
    if (next.smartDownloads === false) void dropSmartDownloads(db);
  };
  const smartBusy = useSyncExternalStore(watchSmartDownloads, smartDownloadsRunning);

  // Files of earlier sessions: read again whenever the saved songs change.
  const [unlisted, setUnlisted] = useState<UnlistedAudio>({ urls: [], bytes: 0 });
  useEffect(() => {
    if (entries === undefined) return;
    // A count that fails (storage gone, the page closing) leaves the last one shown.
    unlistedAudio(db).then(setUnlisted, () => {});
  }, [entries]);
  const clearUnlisted = async () => {
    await clearUnlistedAudio(db);
    setUnlisted(await unlistedAudio(db));
  };

  const used = (entries ?? []).reduce((sum, entry) => sum + entry.sizeBytes, unlisted.bytes);
  const smart = (entries ?? []).filter((entry) => entry.smart === 1);
  const own = (entries ?? []).filter((entry) => entry.smart !== 1);
  const smartBytes = smart.reduce((sum, entry) => sum + entry.sizeBytes, 0);
  const saved = own.map((entry) => entry.song);
  const smartSongs = smart.map((entry) => entry.song);

  return (
    <section className={classes.page} aria-labelledby="descargas-titulo">
      <div className={classes.header}>
        <h1 className={classes.title} id="descargas-titulo">
          {DOWNLOADS_TEXTS.title}
        </h1>
      </div>
      <div className={classes.section}>
        <Text data-testid="descargas-uso">
          Usado: <strong>{formatBytes(used)}</strong> de {formatBytes(preferences.budgetBytes)}
        </Text>
        <NativeSelect
          label={DOWNLOADS_TEXTS.budgetLabel}
          value={String(preferences.budgetBytes)}
          onChange={(event) => void change({ budgetBytes: Number(event.currentTarget.value) })}
          data={BUDGET_CHOICES.map((bytes) => ({
            value: String(bytes),
            label: formatBytes(bytes),
          }))}
        />
        {persistent !== null && (
          <Text size="sm" c="dimmed">
            {persistent ? DOWNLOADS_TEXTS.persistent : DOWNLOADS_TEXTS.notPersistent}
          </Text>
        )}
      </div>
      <div className={classes.section}>
        <Switch
          label={DOWNLOADS_TEXTS.saveLiked}
          description={DOWNLOADS_TEXTS.saveLikedHint}
          checked={preferences.saveLiked}
          onChange={(event) => void change({ saveLiked: event.currentTarget.checked })}
        />
        {preferences.saveLiked && (
          <Checkbox
            label={DOWNLOADS_TEXTS.mobileData}
            checked={preferences.likedOnMobileData}
            onChange={(event) => void change({ likedOnMobileData: event.currentTarget.checked })}
          />
        )}
      </div>
      <div className={classes.section}>
        <Switch
          label={DOWNLOADS_TEXTS.smart}
          description={DOWNLOADS_TEXTS.smartHint}
          checked={preferences.smartDownloads}
          onChange={(event) => void change({ smartDownloads: event.currentTarget.checked })}
        />
        {preferences.smartDownloads && (
          <>
            <Group align="flex-end">
              <NativeSelect
                label={DOWNLOADS_TEXTS.smartCount}
                value={String(preferences.smartCount)}
                onChange={(event) => void change({ smartCount: Number(event.currentTarget.value) })}
                data={SMART_COUNT_CHOICES.map((count) => String(count))}
              />
              <Button
                variant="light"
                loading={smartBusy}
                onClick={() => void syncSmartDownloads({ asked: true }, db).catch(() => 0)}
              >
                {DOWNLOADS_TEXTS.smartNow}
              </Button>
            </Group>
            <Title order={2} size="h4">
              {DOWNLOADS_TEXTS.smartGroup(smart.length, formatBytes(smartBytes))}
            </Title>
            {smart.length === 0 ? (
              <Text c="dimmed">{DOWNLOADS_TEXTS.smartEmpty}</Text>
            ) : (
              <ul className={classes.list} aria-label={DOWNLOADS_TEXTS.smart}>
                {smart.map((entry) => (
                  <SavedSong key={entry.song_id} entry={entry} saved={smartSongs} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <PinnedPlaylists />
      <div className={classes.section}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Canciones guardadas ({own.length})
          </Title>
          <Group gap="xs">
            <Button
              leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
              disabled={saved.length === 0}
              onClick={() => playSongs(saved, 0)}
            >
              {DOWNLOADS_TEXTS.playAll}
            </Button>
            <ClearAll disabled={!entries || entries.length === 0} />
          </Group>
        </Group>
        {entries && own.length === 0 && <Text c="dimmed">{DOWNLOADS_TEXTS.empty}</Text>}
        {own.length > 0 && (
          <ul className={classes.list} aria-label="Canciones guardadas">
            {own.map((entry) => (
              <SavedSong key={entry.song_id} entry={entry} saved={saved} />
            ))}
          </ul>
        )}
      </div>
      {unlisted.urls.length > 0 && (
        <div className={classes.section}>
          <Title order={2} size="h4">
            {DOWNLOADS_TEXTS.unlistedTitle}
          </Title>
          <Text>{DOWNLOADS_TEXTS.unlisted(unlisted.urls.length, formatBytes(unlisted.bytes))}</Text>
          <Group>
            <Button
              variant="light"
              color="tamboraRed"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void clearUnlisted()}
            >
              {DOWNLOADS_TEXTS.clearUnlisted}
            </Button>
          </Group>
        </div>
      )}
    </section>
  );
}
