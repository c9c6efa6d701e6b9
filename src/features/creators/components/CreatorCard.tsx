import { IconHeartFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CreatorStats } from '../../../../domain/api';
import { DEFAULT_AVATAR } from '../../../../domain/default-images';
import { formatCount, truncate } from '../../../../domain/format';
import type { Composer } from '../../../../domain/profiles';
import type { SkeletonLine } from '../../../components/CardSkeleton';
import { FallbackImage } from '../../../components/FallbackImage';
import classes from '../../../components/MediaCard.module.css';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import own from './CreatorCard.module.css';

export const CREATOR_NAME_MAX = 16;
/** The card's text as its placeholder draws it: the name, then the likes. */
export const CREATOR_CARD_LINES: readonly SkeletonLine[] = [
  { kind: 'title', lines: 1 },
  { kind: 'meta', lines: 1 },
];

export function likesLabel(totalLikes: number): string {
  return `${formatCount(totalLikes)} me gusta`;
}

/** A creator: avatar (default when none), display name and total likes, leading to the profile. */
export function CreatorCard({ creator }: { creator: CreatorStats }) {
  const likes = likesLabel(creator.totalLikes);
  return (
    <CreatorLink creator={creator} label={`${creator.display_name}, ${likes}`}>
      <p className={`${classes.meta} ${classes.likes}`}>
        <IconHeartFilled size={14} color="var(--mantine-color-tamboraRed-8)" aria-hidden />
        {likes}
      </p>
    </CreatorLink>
  );
}

/** A creator as 'Siguiendo' shows them: avatar and name, leading to the profile. */
export function FollowedCreatorCard({ creator }: { creator: Composer }) {
  return <CreatorLink creator={creator} label={creator.display_name} />;
}

function CreatorLink({
  creator,
  label,
  children,
}: {
  creator: Composer;
  label: string;
  children?: ReactNode;
}) {
  return (
    // RouterAnchor, not the router's <Link>: the home's first download stays within its budget.
    <RouterAnchor
      href={`/ComposerPerfil/${creator.user_id}`}
      className={`${classes.card} ${classes.centered} ${own.link}`}
      aria-label={label}
    >
      <FallbackImage
        src={creator.userImageThumb ?? creator.userImageUrl}
        fallback={DEFAULT_AVATAR}
        className={classes.avatar}
        width={160}
        height={160}
      />
      <p className={classes.title} title={creator.display_name}>
        {truncate(creator.display_name, CREATOR_NAME_MAX)}
      </p>
      {children}
    </RouterAnchor>
  );
}
