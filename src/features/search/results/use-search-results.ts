import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Playlist, Song } from '../../../../domain/api';
import type { Composer } from '../../../../domain/profiles';
import type { SearchPage } from '../../../../domain/search';
import { RESULTS_PAGE_SIZE, searchResultsQueryOptions } from '../api';
import { searchEverywhere } from '../search-source';

export interface SectionItems {
  creators: Composer;
  songs: Song;
  playlists: Playlist;
}
export type SectionKey = keyof SectionItems;

type ExtraPages = { [K in SectionKey]: SearchPage<SectionItems[K]>[] };

export interface SectionView<T> {
  items: T[];
  /** More matches than shown: 'Ver más' can load them. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/**
 * The three sections of /SearchView: one request answers the first page of each; 'Ver más' asks
 * for the next page and keeps only that section's part.
 */
export function useSearchResults(query: string) {
  const first = useQuery(searchResultsQueryOptions(query));
  const [extra, setExtra] = useState<ExtraPages>({ creators: [], songs: [], playlists: [] });
  const [loading, setLoading] = useState<SectionKey | null>(null);
  const [failed, setFailed] = useState<SectionKey | null>(null);

  function section<K extends SectionKey>(key: K): SectionView<SectionItems[K]> {
    const firstPage = first.data?.data[key] as SearchPage<SectionItems[K]> | undefined;
    const pages = [
      ...(firstPage ? [firstPage] : []),
      ...(extra[key] as SearchPage<SectionItems[K]>[]),
    ];
    const items = pages.flatMap((page) => page.items);
    const last = pages.at(-1);
    const hasMore =
      last !== undefined && last.items.length > 0 && (items.length < last.total || last.capped);
    return { items, hasMore, loadingMore: loading === key, loadMoreFailed: failed === key };
  }

  const loadMore = useCallback(
    async (key: SectionKey, offset: number) => {
      setLoading(key);
      setFailed(null);
      try {
        const { data } = await searchEverywhere(query, { limit: RESULTS_PAGE_SIZE, offset });
        setExtra((current) => ({ ...current, [key]: [...current[key], data[key]] }));
      } catch {
        setFailed(key);
      } finally {
        setLoading(null);
      }
    },
    [query],
  );

  return {
    status: first.status,
    offline: first.data?.offline ?? false,
    creators: section('creators'),
    songs: section('songs'),
    playlists: section('playlists'),
    loadMore,
  };
}
