import { Button, Loader, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { emptySectionText, SEARCH_LIMITS } from '../../../../domain/search-terms';
import { PlaylistGrid } from '../../playlists/components/PlaylistGrid';
import { SongCard } from '../../songs/components/SongCard';
import { CreatorResultCard } from '../components/CreatorResultCard';
import { OfflineNote } from '../components/OfflineNote';
import cards from '../components/SearchCards.module.css';
import { SearchError } from '../components/SearchError';
import { searchResultsPath } from '../search-path';
import classes from './SearchResultsPage.module.css';
import { type SectionKey, type SectionView, useSearchResults } from './use-search-results';

/** Search again from the results page: same rules as the top bar (trimmed, empty does nothing). */
function SearchAgain({ query }: { query: string }) {
  const [text, setText] = useState(query);
  const router = useRouter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchResultsPath(text);
    if (path) void router.navigate({ href: path });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser the app supports
    <form role="search" aria-label="Nueva búsqueda" onSubmit={submit} className={classes.again}>
      <TextInput
        type="search"
        aria-label="Nueva búsqueda"
        placeholder="Buscar canciones, creadores o playlists"
        value={text}
        maxLength={SEARCH_LIMITS.termMax}
        onChange={(event) => setText(event.currentTarget.value)}
        className={classes.againInput}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <Button type="submit">Buscar</Button>
    </form>
  );
}

interface ResultSectionProps<T> {
  id: SectionKey;
  /** Spec section 2 titles: 'Compositores', 'Canciones', 'Playlist'. */
  title: string;
  view: SectionView<T>;
  onMore: (offset: number) => void;
  children: (items: T[]) => ReactNode;
}

function ResultSection<T>({ id, title, view, onMore, children }: ResultSectionProps<T>) {
  const headingId = `resultados-${id}`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId} className={classes.sectionTitle}>
        {title}
      </Title>
      {view.items.length === 0 ? (
        <Text c="dimmed">{emptySectionText(title)}</Text>
      ) : (
        children(view.items)
      )}
      {view.loadMoreFailed && <SearchError />}
      {view.hasMore && (
        <Button
          variant="light"
          className={classes.more}
          loading={view.loadingMore}
          onClick={() => onMore(view.items.length)}
        >
          Ver más
        </Button>
      )}
    </section>
  );
}

/** /SearchView/{searchQuery} (spec section 2): Compositores, Canciones and Playlist. */
export function SearchResultsPage({ query }: { query: string }) {
  const results = useSearchResults(query);
  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <Title order={1} className={classes.title}>
          Resultados de búsqueda
        </Title>
        <Text className={classes.query}>
          Para: <strong>{query}</strong>
        </Text>
        <SearchAgain query={query} />
      </div>
      {results.status === 'pending' && (
        <div role="status" className={classes.state}>
          <Loader size="sm" aria-hidden />
          <Text>Buscando...</Text>
        </div>
      )}
      {results.status === 'error' && <SearchError />}
      {results.status === 'success' && (
        <>
          {results.offline && <OfflineNote />}
          <ResultSection
            id="creators"
            title="Compositores"
            view={results.creators}
            onMore={(offset) => void results.loadMore('creators', offset)}
          >
            {(creators) => (
              <ul className={cards.grid} aria-label="Compositores">
                {creators.map((creator) => (
                  <li key={creator.user_id} className={cards.cell}>
                    <CreatorResultCard creator={creator} />
                  </li>
                ))}
              </ul>
            )}
          </ResultSection>
          <ResultSection
            id="songs"
            title="Canciones"
            view={results.songs}
            onMore={(offset) => void results.loadMore('songs', offset)}
          >
            {(songs) => (
              <ul className={cards.grid} aria-label="Canciones">
                {songs.map((song) => (
                  <li key={song.song_id} className={cards.cell}>
                    <SongCard song={song} />
                  </li>
                ))}
              </ul>
            )}
          </ResultSection>
          <ResultSection
            id="playlists"
            title="Playlist"
            view={results.playlists}
            onMore={(offset) => void results.loadMore('playlists', offset)}
          >
            {(playlists) => <PlaylistGrid playlists={playlists} label="Playlist" />}
          </ResultSection>
        </>
      )}
    </div>
  );
}
