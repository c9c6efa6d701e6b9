import { useQuery } from '@tanstack/react-query';
import { HOME_ROW_FETCH_LIMIT, SUGGESTED_CREATORS_LIMIT } from '../../../domain/row-sizes';
import { usePersistedQuery } from '../../lib/persisted-query';
import { creatorStatsQueryOptions } from '../creators/api';
import { seasonalPlaylistsQueryOptions } from '../playlists/api';
import { type SongListParams, songRowQueryOptions } from '../songs/api';
import { HOME_READING, recommendedSongsQueryOptions } from '../songs/random-sample';

export function useSuggestedCreators() {
  return usePersistedQuery(creatorStatsQueryOptions(SUGGESTED_CREATORS_LIMIT));
}

export function useRecommendedSongs() {
  return useQuery(recommendedSongsQueryOptions(HOME_READING));
}

const recentParams: SongListParams = { sort: 'recent', limit: HOME_ROW_FETCH_LIMIT };

export function useRecentSongs() {
  return usePersistedQuery(songRowQueryOptions(recentParams));
}

/** Spec section 9: 'Las mas votadas' are the top 10 by likes. */
export const TOP_SONGS_LIMIT = 10;
const topParams: SongListParams = { sort: 'top', limit: TOP_SONGS_LIMIT };

export function useTopSongs() {
  return usePersistedQuery(songRowQueryOptions(topParams));
}

export function useSeasonalPlaylists() {
  return usePersistedQuery(seasonalPlaylistsQueryOptions(HOME_ROW_FETCH_LIMIT));
}
