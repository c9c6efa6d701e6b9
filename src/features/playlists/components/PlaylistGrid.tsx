import type { ReactNode } from 'react';
import type { Playlist } from '../../../../domain/api';
import classes from './PlaylistGrid.module.css';
import { PlaylistLink } from './PlaylistLink';

/** The cards of a grid's first line on a phone: their covers are the largest thing on screen. */
const FIRST_SCREEN_CARDS = 2;

/** A grid of playlist cards, each leading to its page, with optional controls under each. */
export function PlaylistGrid({
  playlists,
  label,
  renderActions,
}: {
  playlists: readonly Playlist[];
  label: string;
  renderActions?: (playlist: Playlist) => ReactNode;
}) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {playlists.map((playlist, index) => (
        <li key={playlist.playlist_id} className={classes.cell}>
          <PlaylistLink playlist={playlist} eager={index < FIRST_SCREEN_CARDS} />
          {renderActions && <div className={classes.cellActions}>{renderActions(playlist)}</div>}
        </li>
      ))}
    </ul>
  );
}
