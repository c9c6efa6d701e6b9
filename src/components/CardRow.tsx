import type { CSSProperties, ReactNode } from 'react';
import classes from './CardRow.module.css';

/** A phone's strip shows about this many cards at once: its placeholders need no more. */
const STRIP_PLACEHOLDERS = 4;

export interface CardRowProps<T> {
  items: T[];
  /** How many items the row shows at this width (spec section 9). */
  size: number;
  /** Phones scroll the row sideways instead of squeezing it into columns. */
  scroll: boolean;
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** One row of cards: a grid of `size` columns, or a sideways-scrolling strip on phones. */
export function CardRow<T>({ items, size, scroll, label, getKey, renderItem }: CardRowProps<T>) {
  const visible = items.slice(0, size);
  return (
    <ul
      className={scroll ? classes.strip : classes.grid}
      style={{ '--row-cols': size } as CSSProperties}
      aria-label={label}
      // A scrolling strip must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
      tabIndex={scroll ? 0 : undefined}
    >
      {visible.map((item) => (
        <li key={getKey(item)} className={classes.cell}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The row while it loads: `card` (a CardSkeleton) in the row's own grid or strip, so each
 * placeholder is as wide, and the row as tall, as the cards that replace it. Hidden from
 * assistive technology and never focusable (the section says 'Loading...').
 */
export function PlaceholderRow({
  size,
  scroll,
  card,
}: {
  size: number;
  scroll: boolean;
  card: ReactNode;
}) {
  const count = scroll ? Math.min(size, STRIP_PLACEHOLDERS) : size;
  return (
    <ul
      className={scroll ? classes.strip : classes.grid}
      style={{ '--row-cols': size } as CSSProperties}
      aria-hidden
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={classes.cell}>
          {card}
        </li>
      ))}
    </ul>
  );
}
