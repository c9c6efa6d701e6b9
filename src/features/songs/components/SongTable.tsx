import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Song } from '../../../../domain/api';
import { DEFAULT_COVER } from '../../../../domain/default-images';
import { FallbackImage } from '../../../components/FallbackImage';
import { useIsPhone } from '../../../lib/breakpoints';
import { SongLibraryActions } from '../../library/components/SongLibraryActions';
import { PlayButton } from '../../player/PlayButton';
import { SongMenuButton } from './SongMenuButton';
import classes from './SongTable.module.css';
import { cardTexts } from './song-texts';

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
              <SongLibraryActions song={song} />
              <SongMenuButton song={song} />
              {renderActions?.(song)}
            </>
          );
          return (
            <li key={song.song_id} className={classes.card}>
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
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {SONG_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {songs.map((song, index) => {
            const texts = cardTexts(song);
            return (
              <Table.Tr key={song.song_id}>
                <Table.Td className={classes.numberCell}>{firstNumber + index}</Table.Td>
                <Table.Td>
                  <span className={classes.nameCell}>
                    <Cover song={song} />
                    <TitleText song={song} link={linkTitles} full />
                  </span>
                </Table.Td>
                <Table.Td>{texts.composers}</Table.Td>
                <Table.Td>{texts.interpreters || '—'}</Table.Td>
                <Table.Td className={classes.nowrap}>{texts.duration}</Table.Td>
                <Table.Td>
                  <span className={classes.actionsCell}>
                    <PlayButton song={song} list={songs} size="sm" />
                    <SongLibraryActions song={song} />
                    <SongMenuButton song={song} />
                    {renderActions?.(song)}
                  </span>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
