import { DEFAULT_AVATAR } from '../../../../domain/default-images';
import { truncate } from '../../../../domain/format';
import type { Composer } from '../../../../domain/profiles';
import { FallbackImage } from '../../../components/FallbackImage';
import media from '../../../components/MediaCard.module.css';
import { RouterAnchor } from '../../../lib/RouterAnchor';
import classes from './SearchCards.module.css';

const NAME_MAX = 16;

/** A creator found by a search: avatar and display name, leading to the profile. */
export function CreatorResultCard({ creator }: { creator: Composer }) {
  return (
    <RouterAnchor
      href={`/ComposerPerfil/${creator.user_id}`}
      className={`${media.card} ${media.centered} ${classes.link}`}
      aria-label={creator.display_name}
    >
      <FallbackImage
        src={creator.userImageThumb ?? creator.userImageUrl}
        fallback={DEFAULT_AVATAR}
        className={media.avatar}
        width={160}
        height={160}
      />
      <p className={media.title} title={creator.display_name}>
        {truncate(creator.display_name, NAME_MAX)}
      </p>
    </RouterAnchor>
  );
}
