/** The person's stored profile, as the onboarding steps read it again. */
import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from './api';

export const profileQueryKey = (userId: number) => ['profile', userId] as const;

/**
 * The stored profile, to fill the forms again when the person comes back to a step. The forms never
 * wait for it: a failure (offline, a profile not created yet) just leaves them empty.
 */
export function useProfile(userId: number) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: () => fetchProfile(userId),
    staleTime: 0,
    retry: false,
  });
}
