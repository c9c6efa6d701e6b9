/**
 * What a shared link to a creator's profile shows: the name, the start of the
 * biography and the picture as Open Graph tags in /ComposerPerfil/{id}'s HTML, from the visitor's
 * view of the profile (what anyone may see on the page itself).
 */
import { DEFAULT_AVATAR } from '../../../domain/default-images';
import { displayName } from '../../../domain/display-name';
import { EMBED_HEIGHTS } from '../../../domain/embed-texts';
import { positiveIntParam } from '../../../domain/route-ids';
import type { Database } from '../../db/database';
import { openGraphTags } from '../../html/open-graph';
import type { FirstFrame, FrameProvider } from '../../html/page-shell';
import { toProfile } from './mapper';
import { findProfile } from './repository';

/** Link previews show two or three lines; a whole biography would be cut anyway. */
const DESCRIPTION_MAX = 200;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function profileFrame(db: Database, publicUrl: string): FrameProvider {
  return {
    dynamic: true,
    async frame(params): Promise<FirstFrame | null> {
      const id = positiveIntParam(params.userId ?? '');
      if (id === null) return null;
      const row = await findProfile(db.orm, id);
      if (!row) return null;
      const profile = toProfile(row, { privileged: false, signedIn: false });
      const name = displayName(profile);
      const bio = profile.biografia?.trim();
      return {
        title: name,
        head: openGraphTags(
          {
            path: `/ComposerPerfil/${profile.user_id}`,
            title: name,
            description: bio ? shortened(bio) : `${name} en Tambora, el repertorio dominicano.`,
            image: profile.userImageUrl || DEFAULT_AVATAR,
            imageAlt: `Foto de ${name}`,
            type: 'profile',
            embed: {
              path: `/embed/artist/${profile.user_id}`,
              width: 400,
              height: EMBED_HEIGHTS.list,
            },
          },
          publicUrl,
        ),
      };
    },
  };
}
