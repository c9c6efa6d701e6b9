import { ActionIcon } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconDownload,
  IconPlaylist,
  IconRepeat,
  IconRepeatOff,
  IconRepeatOnce,
  IconVolume,
  IconVolume2,
  IconVolume4,
  IconVolumeOff,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { DEFAULT_COVER } from '../../../domain/default-images';
import { formatDuration } from '../../../domain/format';
import { FallbackImage } from '../../components/FallbackImage';
import { MenuOnPress } from '../../components/MenuOnPress';
import { RangeInput } from '../../components/RangeInput';
import { useIsPhone } from '../../lib/breakpoints';
import { lazyTracked } from '../../lib/lazy-tracked';
import { notify } from '../../lib/notify';
import type { PlayerBarPanels } from './bar-panels';
import { openExpandedLabel, playerTexts } from './bar-texts';
import { CastButton } from './CastButton';
import classes from './PlayerBar.module.css';
import { REPEAT_LABELS, type RepeatMode } from './play-order';
import { setQueuePanelOpen, useQueuePanelOpen } from './queue-panel';
import { QUEUE_TEXTS } from './queue-texts';
import { SleepTimerButton } from './SleepTimerButton';
import { player, usePlayer } from './store';
import { TransportControls } from './TransportControls';
import { useBarClearance } from './use-bar-clearance';
import { type VolumeLevel, volumeLevel } from './volume';

// Its menu (a Mantine popover) is built when the button is first pressed (MenuOnPress).
const loadSleepTimerMenu = () => import('./SleepTimerMenu');
const SleepTimerMenu = lazyTracked(async () => ({
  default: (await loadSleepTimerMenu()).SleepTimerMenu,
}));

const QueuePanel = lazyTracked(async () => ({
  default: (await import('./QueuePanel')).QueuePanel,
}));

const VOLUME_ICONS: Record<VolumeLevel, typeof IconVolume> = {
  off: IconVolumeOff,
  // A speaker without waves: IconVolume3 has a cross and read as muted at low volume.
  low: IconVolume4,
  mid: IconVolume2,
  high: IconVolume,
};

/** Reads the position from the engine while playing, so the time and the seek bar move. */
function useTicker(playing: boolean) {
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => player.tick(), 500);
    return () => window.clearInterval(id);
  }, [playing]);
}

/** Announces what went wrong (a song that cannot play) as a Spanish notification. */
function useNotices() {
  const notice = usePlayer((state) => state.notice);
  useEffect(() => {
    if (!notice) return;
    notify('error', notice.text, { id: `player-${notice.id}`, autoClose: 6000 });
  }, [notice]);
}

function SeekBar() {
  const position = usePlayer((state) => state.position);
  const duration = usePlayer((state) => state.duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? position;
  const max = Math.max(1, Math.round(duration));
  return (
    <div className={classes.seek}>
      <span className={classes.time} aria-hidden>
        {formatDuration(shown)}
      </span>
      <RangeInput
        className={classes.seekSlider}
        label="Posición"
        min={0}
        max={max}
        value={Math.min(max, Math.round(shown))}
        valueText={formatDuration(shown)}
        onInput={setDragging}
        onCommit={(value) => {
          setDragging(null);
          player.seek(value);
        }}
      />
      <span className={classes.time}>
        <span className={classes.srOnly}>Duración: </span>
        {formatDuration(duration)}
      </span>
    </div>
  );
}

const REPEAT_ICONS: Record<RepeatMode, typeof IconRepeat> = {
  off: IconRepeatOff,
  all: IconRepeat,
  one: IconRepeatOnce,
};

/** 'Aleatorio' and 'Repetir': pressed states, saved with the player. */
function OrderControls() {
  const shuffle = usePlayer((state) => state.shuffle);
  const repeat = usePlayer((state) => state.repeat);
  const RepeatIcon = REPEAT_ICONS[repeat];
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size={36}
        className={classes.toggle}
        aria-label="Aleatorio"
        aria-pressed={shuffle}
        onClick={() => player.toggleShuffle()}
      >
        <IconArrowsShuffle size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size={36}
        className={classes.toggle}
        aria-label={REPEAT_LABELS[repeat]}
        aria-pressed={repeat !== 'off'}
        data-repeat={repeat}
        onClick={() => player.cycleRepeat()}
      >
        <RepeatIcon size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}

function VolumeControls({ phone }: { phone: boolean }) {
  const volume = usePlayer((state) => state.volume);
  const muted = usePlayer((state) => state.muted);
  const Icon = VOLUME_ICONS[volumeLevel(volume, muted)];
  return (
    <div className={classes.volume}>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size={36}
        // The name says what a press does, so it changes with the state (no aria-pressed then).
        aria-label={muted ? 'Activar sonido' : 'Silenciar'}
        data-level={volumeLevel(volume, muted)}
        onClick={() => player.toggleMute()}
      >
        <Icon size={20} aria-hidden />
      </ActionIcon>
      {!phone && (
        <RangeInput
          className={classes.volumeSlider}
          label="Volumen"
          min={0}
          max={100}
          value={volume}
          onInput={(value) => player.setVolume(value)}
        />
      )}
    </div>
  );
}

/** The global player (spec sections 1, 4, 9): fixed at the bottom of every screen. */
export function PlayerBar({ panels }: { panels: PlayerBarPanels }) {
  const { Expanded: ExpandedPlayer, Offline: OfflinePanel } = panels;
  const phone = useIsPhone();
  const song = usePlayer((state) => state.current);
  const playing = usePlayer((state) => state.playing);
  const loading = usePlayer((state) => state.loading);
  const [offlineOpen, setOfflineOpen] = useState(false);
  const [offlineMounted, setOfflineMounted] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const songButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  useBarClearance(bar, song !== null);
  const [expandedMounted, setExpandedMounted] = useState(false);
  const queueOpen = useQueuePanelOpen();
  // Mounted on first open and kept, so the drawer animates closed.
  const [queueMounted, setQueueMounted] = useState(false);
  useEffect(() => {
    if (queueOpen) setQueueMounted(true);
  }, [queueOpen]);
  // A hidden bar (closed, signed out) takes its queue panel with it.
  useEffect(() => () => setQueuePanelOpen(false), []);
  useTicker(playing && !loading);
  useNotices();
  if (!song) return null;
  const texts = playerTexts(song, phone);
  return (
    <>
      <section
        ref={bar}
        className={classes.bar}
        aria-label="Reproductor"
        // A navigation started here (next song, its page) leaves focus here (layout/RouteAnnouncer).
        data-keeps-focus
        data-phone={phone || undefined}
      >
        <button
          ref={songButton}
          type="button"
          className={classes.song}
          aria-label={openExpandedLabel(song.title)}
          aria-haspopup="dialog"
          onClick={() => {
            setExpandedMounted(true);
            setExpanded(true);
          }}
        >
          <FallbackImage
            src={song.cover_thumb}
            fallback={DEFAULT_COVER}
            className={classes.cover}
            width={48}
            height={48}
          />
          <div className={classes.texts}>
            <p className={classes.title} title={texts.fullTitle} data-testid="player-title">
              {texts.title}
            </p>
            <p className={classes.composers} title={texts.fullComposers}>
              {texts.composers}
            </p>
          </div>
        </button>
        <div className={classes.center}>
          <div className={classes.controls}>
            <OrderControls />
            <TransportControls tone="bar" playClassName={classes.playButton} />
          </div>
          <SeekBar />
        </div>
        <div className={classes.side}>
          <VolumeControls phone={phone} />
          <MenuOnPress button={<SleepTimerButton />} prepare={loadSleepTimerMenu}>
            <SleepTimerMenu />
          </MenuOnPress>
          <CastButton />
          <ActionIcon
            variant={queueOpen ? 'light' : 'subtle'}
            color="gray.0"
            size={36}
            aria-label={QUEUE_TEXTS.panel}
            aria-expanded={queueOpen}
            aria-haspopup="dialog"
            onClick={() => setQueuePanelOpen(!queueOpen)}
          >
            <IconPlaylist size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size={36}
            aria-label="Música sin conexión"
            onClick={() => {
              setOfflineMounted(true);
              setOfflineOpen(true);
            }}
          >
            <IconDownload size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size={36}
            aria-label="Cerrar reproductor"
            onClick={() => player.close()}
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </div>
      </section>
      {expandedMounted && (
        <Suspense fallback={null}>
          <ExpandedPlayer
            opened={expanded}
            onClose={() => {
              setExpanded(false);
              // Mounted already open, the dialog cannot know what had focus: give it back here.
              requestAnimationFrame(() => songButton.current?.focus());
            }}
          />
        </Suspense>
      )}
      {queueMounted && (
        <Suspense fallback={null}>
          <QueuePanel opened={queueOpen} onClose={() => setQueuePanelOpen(false)} />
        </Suspense>
      )}
      {offlineMounted && (
        <Suspense fallback={null}>
          <OfflinePanel opened={offlineOpen} onClose={() => setOfflineOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
