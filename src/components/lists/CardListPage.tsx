import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import classes from './CardListPage.module.css';
import frame from './ListFrame.module.css';
import { ListPager } from './ListPager';
import { ListStatus } from './ListStatus';

export interface CardListPageProps<T> {
  title: string;
  /** The items of this page, already cut to 30. */
  items: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  empty: string;
  /** A sentence under the title saying what the list is. */
  intro?: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A paginated list of cards (spec sections 2 and 9): 30 a page, 'Loading...', 'Error: {message}'. */
export function CardListPage<T>({
  title,
  items,
  status,
  error,
  page,
  pages,
  onPage,
  empty,
  intro,
  getKey,
  renderItem,
}: CardListPageProps<T>) {
  const headingId = 'lista-canciones';
  return (
    <section className={classes.page} aria-labelledby={headingId}>
      <Title order={1} id={headingId} className={frame.title}>
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <ListStatus status={status} error={error} />
      {status === 'success' && (
        <CardGrid
          items={items ?? []}
          label={title}
          empty={empty}
          getKey={getKey}
          renderItem={renderItem}
        />
      )}
      <ListPager page={page} pages={pages} onPage={onPage} />
    </section>
  );
}
