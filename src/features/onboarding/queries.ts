/** The person's stored profile, as the onboarding steps read it again. */
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../profiles/api';

/**
 * The stored profile, to fill the forms again when the person comes back to a step. The forms never
 * wait for it: a failure (offline, a profile not created yet) just leaves them empty.
 */
export function useProfile(userId: number) {
  return useQuery({ ...profileQueryOptions(userId), staleTime: 0, retry: false });
}
