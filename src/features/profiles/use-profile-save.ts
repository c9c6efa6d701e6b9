import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '../../../domain/auth';
import { db } from '../../lib/db';
import { profileCacheKey, profileKeys } from './api';

/**
 * After a save: every screen showing this profile (the page, the avatar menu) gets the stored
 * answer at once, and so does the IndexedDB copy the page opens from offline.
 */
export function useRememberProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: Profile) => {
      queryClient.setQueryData(profileKeys.detail(saved.user_id), saved);
      try {
        await db.apiCache.put({
          key: profileCacheKey(saved.user_id),
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
