import { Skeleton } from '@mantine/core';
import classes from './MediaCard.module.css';

/** One line of a card's text as its placeholder draws it: its style, and how many lines it holds. */
export interface SkeletonLine {
  kind: 'title' | 'meta';
  lines: 1 | 2;
}

/**
 * A card while its row loads, drawn with the cards' own classes (MediaCard.module.css): the same
 * cover or avatar, the same line heights, so the row is as tall loading as loaded and nothing
 * below it moves when the answer arrives.
 */
export function CardSkeleton({
  round = false,
  lines,
}: {
  round?: boolean;
  lines: readonly SkeletonLine[];
}) {
  return (
    <div className={`${classes.card} ${round ? classes.centered : ''}`}>
      <Skeleton className={round ? classes.avatar : classes.cover} circle={round} radius="md" />
      {lines.map((line, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's lines have no identity
          key={index}
          className={`${classes.skeletonText} ${line.kind === 'title' ? classes.title : classes.meta} ${line.lines === 2 ? classes.twoLines : ''}`}
        >
          <Skeleton className={classes.skeletonLine} radius="sm" />
        </div>
      ))}
    </div>
  );
}
