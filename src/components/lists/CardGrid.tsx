import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './CardList.module.css';

export interface CardGridProps<T> {
  items: readonly T[];
  /** The list's accessible name, usually the page title. */
  label: string;
  /** Shown instead of the list when it has no items. */
  empty: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A page's cards in a responsive grid, or the page's empty text. */
export function CardGrid<T>({ items, label, empty, getKey, renderItem }: CardGridProps<T>) {
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className={classes.cell}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
