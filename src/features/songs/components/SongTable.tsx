import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Song } from '../../../../domain/api';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { cardTexts } from '../../../../domain/song-card-texts';
import { FallbackImage } from '../../../components/FallbackImage';
import { useIsPhone } from '../../../lib/breakpoints';
import { PlayButton } from '../../player/PlayButton';
import { SongMenuButton } from './SongMenuButton';
import { SongRowActions } from './SongRowActions';
import classes from './SongTable.module.css';

export interface SongTableProps {
  songs: readonly Song[];
  /** The table's accessible name. */
  label: string;
  /** The controls of one song's 'Acciones' cell; nothing when the person has none. */
  renderActions?: (song: Song) => ReactNode;
  /** Number of the first row (pages after the first continue the count). */
  firstNumber?: number;
  /** Titles lead to the song's page; off where the table is on that page already. */
  linkTitles?: boolean;
}

/** Spec section 2 columns, exactly as written there. */
export const SONG_TABLE_COLUMNS = [
  '#',
  'Nombre',
  'Compositores',
  'Interpretes',
  'Duracion',
  'Acciones',
] as const;

/** Cards cut the title at the spec's 16 characters; the wide table has room for all of it. */
function TitleText({ song, link, full = false }: { song: Song; link: boolean; full?: boolean }) {
  const title = full ? song.title : cardTexts(song).title;
  return link ? (
    <Link
      to="/Artist/$songId"
      params={{ songId: song.song_id }}
      className={classes.titleLink}
      title={song.title}
      aria-label={song.title}
    >
      {title}
    </Link>
  ) : (
    <span title={song.title}>{title}</span>
  );
}

function Cover({ song }: { song: Song }) {
  return (
    <FallbackImage
      src={song.cover_thumb}
      fallback={DEFAULT_COVER}
      className={classes.thumb}
      width={40}
      height={40}
    />
  );
}

/**
 * The song table of the playlist, library and song pages (spec section 2), sharing the cards'
 * texts: below 768 px it becomes one card per song (spec: "Table layout below 768 px becomes cards").
 */
export function SongTable({
  songs,
  label,
  renderActions,
  firstNumber = 1,
  linkTitles = true,
}: SongTableProps) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <ol className={classes.cards} aria-label={label} start={firstNumber}>
        {songs.map((song, index) => {
          const texts = cardTexts(song);
          const actions = (
            <>
              <PlayButton song={song} list={songs} size="sm" />
              <SongRowActions song={song} />
              <SongMenuButton song={song} />
              {renderActions?.(song)}
            </>
          );
          return (
            <li
              key={song.song_id}
              className={classes.card}
              data-name-lines={texts.interpreters ? 2 : 1}
            >
              <span className={classes.number} aria-hidden>
                {firstNumber + index}
              </span>
              <Cover song={song} />
              <div className={classes.cardBody}>
                <p className={classes.cardTitle}>
                  <TitleText song={song} link={linkTitles} />
                </p>
                <p className={classes.cardMeta} title={texts.composers}>
                  <span className={classes.srOnly}>Compositores: </span>
                  {texts.composersShort}
                </p>
                {texts.interpreters && (
                  <p className={classes.cardMeta} title={texts.interpreters}>
                    <span className={classes.srOnly}>Intérpretes: </span>
                    {texts.interpretersShort}
                  </p>
                )}
              </div>
              <span className={classes.cardDuration}>
                <span className={classes.srOnly}>Duración: </span>
                {texts.duration}
              </span>
              <div className={classes.cardActions}>{actions}</div>
            </li>
          );
        })}
      </ol>
    );
  }
  // A plain table, not Mantine's: its Table pulls ScrollArea and floating-ui (about 60 KB of
  // script and two stylesheets) into every screen with a song list, phones included, where the
  // cards above are drawn instead. SongTable.module.css gives it Mantine's look.
  return (
    <div className={classes.scroll}>
      <table aria-label={label} className={classes.table}>
        <thead>
          <tr>
            {SONG_TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {songs.map((song, index) => {
            const texts = cardTexts(song);
            return (
              <tr key={song.song_id}>
                <td className={classes.numberCell}>{firstNumber + index}</td>
                <td>
                  <span className={classes.nameCell}>
                    <Cover song={song} />
                    <TitleText song={song} link={linkTitles} full />
                  </span>
                </td>
                <td>{texts.composers}</td>
                <td>{texts.interpreters || '—'}</td>
                <td className={classes.nowrap}>{texts.duration}</td>
                <td>
                  <span className={classes.actionsCell}>
                    <PlayButton song={song} list={songs} size="sm" />
                    <SongRowActions song={song} />
                    <SongMenuButton song={song} />
                    {renderActions?.(song)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
