import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardRow } from '../../../components/CardRow';
import { ListStatus } from '../../../components/lists/ListStatus';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import classes from './RepertoireRow.module.css';

export interface RepertoireRowProps<T> {
  id: string;
  title: string;
  items: readonly T[] | undefined;
  total: number;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  size: number;
  scroll: boolean;
  empty: string;
  /** The whole list (30 a page); shown when there is more than the row holds. */
  allHref: string;
  allLabel: string;
  getKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** A titled row of cards with the spec's list states: 'Loading...' and 'Error: {message}'. */
export function RepertoireRow<T>({
  id,
  title,
  items,
  total,
  status,
  error,
  size,
  scroll,
  empty,
  allHref,
  allLabel,
  getKey,
  renderItem,
}: RepertoireRowProps<T>) {
  const list = items ?? [];
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.header}>
        <h2 className={classes.title} id={id}>
          {title}
        </h2>
        {status === 'success' && total > Math.min(size, list.length) && (
          <RouterAnchor href={allHref} className={classes.seeAll} aria-label={allLabel}>
            Ver todas
          </RouterAnchor>
        )}
      </div>
      <ListStatus status={status} error={error} />
      {status === 'success' &&
        (list.length > 0 ? (
          <CardRow
            items={[...list]}
            size={size}
            scroll={scroll}
            label={title}
            getKey={getKey}
            renderItem={renderItem}
          />
        ) : (
          <Text c="dimmed">{empty}</Text>
        ))}
    </section>
  );
}
