import type { ReactNode } from 'react';
import { CardRow, PlaceholderRow } from '../../../components/CardRow';
import { CardSkeleton, type SkeletonLine } from '../../../components/CardSkeleton';
import { errorText } from '../../../lib/api-errors';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import type { RowQuery } from '../drawn-query';
import type { HomeViewport } from '../use-viewport';
import { HomeSection } from './HomeSection';
import classes from './HomeSection.module.css';

/** The home rows that open a full, paginated list ('Ver más'). */
export type MorePath = '/RecommendedSongs' | '/RecentlyUploaded' | '/ParaTi' | '/Novedades';

export interface CardsSectionProps<T> {
  id: string;
  title: string;
  empty: string;
  /** A query's state as drawn (useDrawnQuery); the recent plays pass IndexedDB's answer. */
  query: RowQuery<T[]>;
  viewport: HomeViewport;
  /** How many cards a row shows at this viewport. */
  size: number;
  morePath?: MorePath;
  /** The text lines of a card, which its placeholder draws. */
  cardLines: readonly SkeletonLine[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A home row of cards with the spec's list texts ('Loading...', 'Error: {message}'). */
export function CardsSection<T>({
  id,
  title,
  empty,
  query,
  viewport,
  size,
  morePath,
  cardLines,
  getKey,
  renderItem,
}: CardsSectionProps<T>) {
  const items = query.data ?? [];
  return (
    <HomeSection
      id={id}
      title={title}
      texts={{ loading: 'Loading...', empty, error: (message) => `Error: ${message}` }}
      status={query.status}
      errorMessage={query.error ? errorText(query.error) : undefined}
      isEmpty={items.length === 0}
      placeholder={
        <PlaceholderRow
          size={size}
          scroll={viewport.narrow}
          card={<CardSkeleton lines={cardLines} />}
        />
      }
      moreLink={
        morePath && (
          <RouterAnchor href={morePath} className={classes.more} aria-label={`Ver más: ${title}`}>
            Ver más
          </RouterAnchor>
        )
      }
    >
      <CardRow
        items={items}
        size={size}
        scroll={viewport.narrow}
        label={title}
        getKey={getKey}
        renderItem={renderItem}
      />
    </HomeSection>
  );
}
