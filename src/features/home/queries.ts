import { useQuery } from '@tanstack/react-query';
import { usePersistedQuery } from '../../lib/persisted-query';
import { creatorKeys, fetchCreatorStats } from '../creators/api';
import { fetchSeasonalPlaylists, playlistKeys } from '../playlists/api';
import { fetchSongs, type SongListParams, songKeys, songListCacheKey } from '../songs/api';
import { getRecommendations, HOME_READING } from '../songs/recommendations';
import { HOME_ROW_FETCH_LIMIT, SUGGESTED_CREATORS_LIMIT } from './row-sizes';

/** The home reading of recommendations: 10 songs (DECISIONS "Data and lists"). */
export const HOME_RECOMMENDATIONS_READING = HOME_READING;

export function useSuggestedCreators() {
  return usePersistedQuery({
    queryKey: creatorKeys.stats(SUGGESTED_CREATORS_LIMIT),
    cacheKey: `GET /creator_statistics?limit=${SUGGESTED_CREATORS_LIMIT}&offset=0`,
    fetcher: async () => (await fetchCreatorStats(SUGGESTED_CREATORS_LIMIT)).items,
  });
}

export function useRecommendedSongs() {
  return useQuery({
    queryKey: songKeys.recommended(HOME_RECOMMENDATIONS_READING),
    queryFn: () => getRecommendations(HOME_RECOMMENDATIONS_READING, HOME_ROW_FETCH_LIMIT),
    // IndexedDB holds the sample and decides when it is 24 hours old.
    staleTime: 5 * 60_000,
  });
}

const recentParams: SongListParams = { sort: 'recent', limit: HOME_ROW_FETCH_LIMIT };

export function useRecentSongs() {
  return usePersistedQuery({
    queryKey: songKeys.list(recentParams),
    cacheKey: songListCacheKey(recentParams),
    fetcher: async () => (await fetchSongs(recentParams)).items,
  });
}

/** Spec section 9: 'Las mas votadas' are the top 10 by likes. */
export const TOP_SONGS_LIMIT = 10;
const topParams: SongListParams = { sort: 'top', limit: TOP_SONGS_LIMIT };

export function useTopSongs() {
  return usePersistedQuery({
    queryKey: songKeys.list(topParams),
    cacheKey: songListCacheKey(topParams),
    fetcher: async () => (await fetchSongs(topParams)).items,
  });
}

export function useSeasonalPlaylists() {
  return usePersistedQuery({
    queryKey: playlistKeys.seasonal(HOME_ROW_FETCH_LIMIT),
    cacheKey: `GET /playlistsFromRepertoireByAdmin?limit=${HOME_ROW_FETCH_LIMIT}&offset=0`,
    fetcher: async () => (await fetchSeasonalPlaylists(HOME_ROW_FETCH_LIMIT)).items,
  });
}
