import { displayName } from '../../../../domain/display-name';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useSessionUser } from '../../auth/session-store';
import { profileQueryOptions } from '../../profiles/api';

/** Whose list this is: the viewer's own, or another person's display name (when known). */
export function useListOwner(userId: number): { own: boolean; name: string | null } {
  const viewer = useSessionUser();
  const profile = usePersistedQuery(profileQueryOptions(userId));
  return {
    own: viewer?.credentials_id === userId,
    name: profile.data ? displayName(profile.data) : null,
  };
}
