import { Alert, Button, Loader, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CREATOR_TEXTS } from '../../../../domain/profile-texts';
import { creatorPagesQueryOptions } from '../artists-api';
import classes from './ArtistsPage.module.css';
import { CreatorCard } from './CreatorCard';

/**
 * /artists (spec sections 2 and 9): the creators by total likes, 3 at first and 3 more with each
 * 'Mostrar más', with the spec's creator texts for loading, empty and failure.
 */
export function ArtistsPage() {
  const query = useInfiniteQuery(creatorPagesQueryOptions());
  const creators = query.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // After 'Mostrar más' the first new creator takes the focus: keyboard users continue there.
  useEffect(() => {
    if (focusFrom.current === null || creators.length <= focusFrom.current) return;
    const link = list.current?.querySelectorAll('a')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [creators.length]);

  const showMore = () => {
    focusFrom.current = creators.length;
    void query.fetchNextPage();
  };

  return (
    <section className={classes.page} aria-labelledby="artistas-titulo">
      <h1 className={classes.title} id="artistas-titulo">
        Artistas
      </h1>
      {query.status === 'pending' && (
        <div role="status" className={classes.state}>
          <Loader size="sm" aria-hidden />
          <Text>{CREATOR_TEXTS.loading}</Text>
        </div>
      )}
      {query.status === 'success' && creators.length === 0 && <Text>{CREATOR_TEXTS.empty}</Text>}
      {creators.length > 0 && (
        <ul className={classes.grid} aria-label="Creadores" ref={list}>
          {creators.map((creator) => (
            <li key={creator.user_id} className={classes.cell}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
      )}
      {query.isError && (
        <Alert role="alert" color="tamboraRed" variant="light">
          <Text c="var(--tb-red-text)">{CREATOR_TEXTS.error}</Text>
        </Alert>
      )}
      {query.hasNextPage && (
        <Button
          className={classes.more}
          variant="outline"
          onClick={showMore}
          loading={query.isFetchingNextPage}
        >
          {CREATOR_TEXTS.more}
        </Button>
      )}
    </section>
  );
}
