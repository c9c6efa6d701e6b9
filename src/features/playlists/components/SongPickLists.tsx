import { ActionIcon, Button, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Song } from '../../../../domain/api';
import { cardTexts } from '../../../../domain/song-card-texts';
import { matches } from '../../../../domain/text-filter';
import classes from './SongPickLists.module.css';

/** The songs that can be added: a filter and one 'Agregar' button per song. */
export function AddSongList({
  songs,
  added,
  onAdd,
}: {
  songs: readonly Song[];
  added: ReadonlySet<number>;
  onAdd: (song: Song) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = songs.filter((song) => matches(song.title, filter));
  return (
    <div className={classes.list}>
      <TextInput
        placeholder="Buscar canciones..."
        aria-label="Buscar canciones para agregar"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text>No hay canciones relacionadas a tu busqueda</Text>
      ) : (
        <ul className={classes.rows} aria-label="Canciones disponibles">
          {shown.map((song) => (
            <li key={song.song_id} className={classes.row}>
              <span className={classes.text}>
                <strong>{song.title}</strong>
                <span className={classes.meta}>
                  {cardTexts(song).composersShort} · {song.duration}
                </span>
              </span>
              <Button
                size="xs"
                variant="light"
                disabled={added.has(song.song_id)}
                onClick={() => onAdd(song)}
                aria-label={`Agregar ${song.title}`}
              >
                {added.has(song.song_id) ? 'Agregada' : 'Agregar'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The songs added so far, in order, with 'Quitar' and up/down to reorder. */
export function AddedSongList({
  songs,
  onRemove,
  onMove,
}: {
  songs: readonly Song[];
  onRemove: (song: Song) => void;
  onMove?: (from: number, to: number) => void;
}) {
  if (songs.length === 0) return <Text>Aún no hay canciones agregadas.</Text>;
  return (
    <ol className={classes.rows} aria-label="Canciones agregadas">
      {songs.map((song, index) => (
        <li key={song.song_id} className={classes.row}>
          <span className={classes.text}>
            <strong>
              {index + 1}. {song.title}
            </strong>
            <span className={classes.meta}>{song.duration}</span>
          </span>
          <span className={classes.buttons}>
            {onMove && (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={`Subir ${song.title}`}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  disabled={index === songs.length - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={`Bajar ${song.title}`}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </>
            )}
            <Button
              size="xs"
              variant="outline"
              color="tamboraRed"
              onClick={() => onRemove(song)}
              aria-label={`Quitar ${song.title}`}
            >
              Quitar
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
