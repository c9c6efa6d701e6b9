import { displayName } from '../../../domain/display-name';
import type { Composer } from '../../../domain/profiles';
import { thumbnailUrl } from '../media/stored-names';
import type { ComposerRow } from './repository';

/** One creator as every list answers it: ids, names, avatar and its card-sized copy. */
export function toComposer(row: ComposerRow): Composer {
  return {
    user_id: row.userId,
    credentials_id: row.userId,
    nickname: row.nickname,
    name: row.name,
    lastName: row.lastName,
    userImageUrl: row.userImageUrl,
    userImageThumb: thumbnailUrl(row.userImageUrl),
    display_name: displayName(row),
  };
}
