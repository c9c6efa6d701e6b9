import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudOff, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ComponentType, Fragment, Suspense } from 'react';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { formatCount } from '../../../../domain/format';
import { SONG_TEXTS } from '../../../../domain/song-texts';
import type { SongDetail } from '../../../../domain/songs';
import { FallbackImage } from '../../../components/FallbackImage';
import { usePageTitle } from '../../../layout/page-title';
import { lazyTracked } from '../../../lib/lazy-tracked';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import { isAdminUser, useSessionUser } from '../../auth/session-store';
import { PlayButton } from '../../player/PlayButton';
import { SongWaveform } from '../../player/Waveform';
import { ShareButton, ShareExtras } from '../../sharing/ShareButton';
import { songShareTarget } from '../../sharing/targets';
import { type SongPageData, songDetailQueryOptions } from '../api';
import { LyricsField } from '../components/LyricsField';
import { SongTable } from '../components/SongTable';
import { OwnerAudio } from './OwnerAudio';
import classes from './SongDetailPage.module.css';

// Saving for offline needs IndexedDB (Dexie): loaded after the page has drawn, not before.
const PinButton = lazyTracked(async () => ({
  default: (await import('../../offline/PinButton')).PinButton,
}));

type SongCreatorInfo = NonNullable<SongDetail['creator']>;

/**
 * 'Seguir' for the song's creator. It belongs to the follows feature, which lists songs itself,
 * so the route hands it in rather than this page importing it.
 */
export type FollowCreatorButton = ComponentType<{ creatorId: number; name: string }>;

/** Who published the song, with 'Seguir' (docs/product.md "Seguir y Novedades"). */
function SongCreator({
  creator,
  FollowButton,
}: {
  creator: SongCreatorInfo;
  FollowButton?: FollowCreatorButton;
}) {
  return (
    <div className={classes.creator}>
      <Text size="sm">
        {SONG_TEXTS.publishedBy}{' '}
        <RouterAnchor href={`/ComposerPerfil/${creator.user_id}`} className={classes.composerLink}>
          {creator.name}
        </RouterAnchor>
      </Text>
      {/* The button's place is kept while its code loads (the first frame keeps it too). */}
      <Suspense fallback={<span className={classes.followPlace} aria-hidden="true" />}>
        {FollowButton && <FollowButton creatorId={creator.user_id} name={creator.name} />}
      </Suspense>
    </div>
  );
}

/** Spec section 8. */
export const SONG_LOAD_ERROR = 'Error al obtener la canción';

/** Offline, on a song this device knows only from a list or a play. */
export const SONG_FROM_DEVICE_NOTE =
  'Sin conexión: esto es lo que este dispositivo guardó de la canción. La letra, los créditos completos y los enlaces a los compositores necesitan conexión.';

export function SongPageMessage({ loading = false }: { loading?: boolean }) {
  return (
    <div className={classes.page}>
      {loading ? (
        <div role="status" className={classes.loading}>
          <Loader size="sm" aria-hidden />
          <Text>Cargando...</Text>
        </div>
      ) : (
        <Alert
          role="alert"
          color="tamboraRed"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          styles={{ message: { color: 'var(--tb-red-text)' } }}
        >
          {SONG_LOAD_ERROR}
        </Alert>
      )}
    </div>
  );
}

/** Composers, each linked to their creator profile when the server matched an account. */
function ComposerNames({ song }: { song: SongDetail }) {
  const links = song.composer_links.length
    ? song.composer_links
    : song.composers.map((name) => ({ name, user_id: null }));
  return (
    <>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a song's composers are a fixed list; names may repeat
        <Fragment key={`${index}-${link.name}`}>
          {index > 0 && ', '}
          {link.user_id !== null ? (
            <RouterAnchor href={`/ComposerPerfil/${link.user_id}`} className={classes.composerLink}>
              {link.name}
            </RouterAnchor>
          ) : (
            link.name
          )}
        </Fragment>
      ))}
    </>
  );
}

function SongDetailView({
  song,
  FollowButton,
}: {
  song: SongPageData;
  FollowButton?: FollowCreatorButton;
}) {
  usePageTitle(song.title);
  const user = useSessionUser();
  const canEdit = user !== null && (user.credentials_id === song.user_id || isAdminUser(user));
  const year = new Date(song.createdAt).getFullYear();
  return (
    <article className={classes.page} aria-labelledby="cancion-titulo">
      <div className={classes.header}>
        <FallbackImage
          src={song.cover}
          fallback={DEFAULT_COVER}
          alt={`Portada de ${song.title}`}
          className={classes.cover}
          width={320}
          height={320}
          loading="eager"
        />
        <div className={classes.info}>
          <Text size="sm" fw={700} c="dimmed" tt="uppercase">
            Canción
          </Text>
          <Title order={1} id="cancion-titulo" className={classes.title}>
            {song.title}
          </Title>
          <p className={classes.composers}>
            <ComposerNames song={song} />
          </p>
          {song.creator && <SongCreator creator={song.creator} FollowButton={FollowButton} />}
          <div className={classes.playRow}>
            <PlayButton song={song} size="lg" preparedAtIdle />
            {/* The button's place is kept while its code loads, so the row wraps only once. */}
            <Suspense fallback={<span className={classes.pinPlace} aria-hidden="true" />}>
              <PinButton songs={[song]} what="esta canción" />
            </Suspense>
            {song.visibility && <ShareButton target={songShareTarget(song)} />}
          </div>
          <dl className={classes.facts}>
            <div>
              <dt>Año</dt>
              <dd>{year}</dd>
            </div>
            <div>
              <dt>Género</dt>
              <dd>{song.gender}</dd>
            </div>
            <div>
              <dt>Identificador</dt>
              <dd>{song.tambora_id}</dd>
            </div>
            <div>
              <dt>Reproducciones</dt>
              <dd data-testid="song-plays">{formatCount(song.plays ?? 0)}</dd>
            </div>
            {song.registro_ONDA && (
              <div>
                <dt>Registro ONDA</dt>
                <dd>{song.registro_ONDA}</dd>
              </div>
            )}
            {!song.visibility && (
              <div>
                <dt>Visibilidad</dt>
                <dd>Privado</dd>
              </div>
            )}
          </dl>
          {song.copyright && <p className={classes.copyright}>{song.copyright}</p>}
        </div>
      </div>
      {/* Under the song's header, not beside play: the first frame holds that row's place. */}
      {song.visibility && (
        <Group gap="xs">
          <ShareExtras target={songShareTarget(song)} />
        </Group>
      )}

      {song.waveform && <SongWaveform song={song} peaks={song.waveform} />}
      {canEdit && <OwnerAudio song={song} />}

      {song.fromDevice && (
        <Alert color="gray" variant="light" icon={<IconCloudOff aria-hidden />}>
          {SONG_FROM_DEVICE_NOTE}
        </Alert>
      )}

      <section aria-labelledby="cancion-detalles" className={classes.block}>
        <Title order={2} id="cancion-detalles" className={classes.blockTitle}>
          Detalles
        </Title>
        <SongTable
          songs={[song]}
          label={`Canción ${song.title}`}
          linkTitles={false}
          renderActions={
            canEdit
              ? () => (
                  <Button
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/EditSongRepertorie/$songId"
                        params={{ songId: String(song.song_id) }}
                      />
                    )}
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    Editar
                  </Button>
                )
              : undefined
          }
        />
      </section>

      <section aria-labelledby="cancion-letra" className={classes.block}>
        <Title order={2} id="cancion-letra" className={classes.blockTitle}>
          Letra
        </Title>
        <LyricsField letter={song.letter} labelledBy="cancion-letra" />
      </section>
    </article>
  );
}

/** /Artist/{songId}: the song page (spec section 2). */
export interface SongDetailPageProps {
  songId: number | null;
  FollowButton?: FollowCreatorButton;
}

export function SongDetailPage({ songId, FollowButton }: SongDetailPageProps) {
  if (songId === null) return <SongPageMessage />;
  return <LoadedSongDetail songId={songId} FollowButton={FollowButton} />;
}

function LoadedSongDetail({ songId, FollowButton }: { songId: number } & SongDetailPageProps) {
  const query = usePersistedQuery(songDetailQueryOptions(songId));
  if (query.isError) return <SongPageMessage />;
  if (!query.data) return <SongPageMessage loading />;
  return <SongDetailView song={query.data} FollowButton={FollowButton} />;
}
