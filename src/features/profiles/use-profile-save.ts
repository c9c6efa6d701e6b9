import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '../../../domain/auth';
import { db } from '../../lib/db';
import { authKeys } from '../auth/api';

/**
 * After a save: every screen showing this profile (the page, the avatar menu) gets the stored
 * answer at once, and so does the IndexedDB copy the page opens from offline.
 */
export function useRememberProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: Profile) => {
      queryClient.setQueryData(authKeys.profile(saved.user_id), saved);
      // The onboarding forms read the same profile under their own key.
      queryClient.removeQueries({ queryKey: ['profile', saved.user_id] });
      try {
        await db.apiCache.put({
          key: `GET /users/${saved.user_id}`,
          data: saved,
          updatedAt: Date.now(),
        });
      } catch {
        // A full or missing IndexedDB only costs the offline copy.
      }
    },
    [queryClient],
  );
}
