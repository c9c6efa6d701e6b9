/**
 * The admin dashboard's calls (spec section 7): GET /songsAdmin and GET /users/ (admins only,
 * paginated), DELETE /users/{id}; role, suspension and the audit log. Song deletion is the editor's own call (songs/song-api).
 * Nothing here is kept in IndexedDB: these lists hold other people's private data.
 */
import type { Page, Song } from '../../../domain/api';
import type { DeletionSummary, Profile } from '../../../domain/auth';
import type { ModerationEntry } from '../../../domain/moderation';
import type { Role } from '../../../domain/roles';
import { http } from '../../lib/http';
import { songKeys } from '../songs/api';

/** Spec section 9: admin tables show 4 rows a page. */
export const ADMIN_ROWS_PER_PAGE = 4;

export interface AdminPageParams {
  limit: number;
  offset: number;
}

export async function fetchAdminSongs(params: AdminPageParams): Promise<Page<Song>> {
  const { data } = await http.get<Page<Song>>('/songsAdmin', { params });
  return data;
}

/** People are found by search, so a page holds more than the spec's 4. */
export const ADMIN_PEOPLE_PER_PAGE = 20;

/** What narrows the people list: part of a name, nickname or email, and a role. */
export interface PeopleFilter {
  q: string;
  role: Role | '';
}

export async function fetchAdminUsers(
  params: AdminPageParams,
  filter: PeopleFilter = { q: '', role: '' },
): Promise<Page<Profile>> {
  const { data } = await http.get<Page<Profile>>('/users/', {
    params: {
      ...params,
      ...(filter.q.trim() && { q: filter.q.trim() }),
      ...(filter.role && { role: filter.role }),
    },
  });
  return data;
}

/** GET /users/{id}/deletion-summary: whose account it is and what goes with it. */
export async function fetchDeletionSummary(userId: number): Promise<DeletionSummary> {
  const { data } = await http.get<DeletionSummary>(`/users/${userId}/deletion-summary`);
  return data;
}

export async function deleteUser(userId: number): Promise<void> {
  await http.delete(`/users/${userId}`);
}

/** An admin gives someone one role (the server keeps one active admin). */
export async function changeRole(userId: number, role: Role): Promise<void> {
  await http.put(`/credentials/${userId}`, { roles: [role] });
}

export async function suspendAccount(userId: number, reason?: string): Promise<void> {
  await http.post(`/users/${userId}/suspension`, reason ? { reason } : {});
}

export async function reactivateAccount(userId: number): Promise<void> {
  await http.delete(`/users/${userId}/suspension`);
}

/** 'Registro': what admins did, newest first. */
export async function fetchModerationLog(params: AdminPageParams): Promise<Page<ModerationEntry>> {
  const { data } = await http.get<Page<ModerationEntry>>('/moderation-log', { params });
  return data;
}

export const adminKeys = {
  all: ['admin'] as const,
  /** Under the songs' own key, so whatever changes a song refreshes this list too. */
  songs: [...songKeys.all, 'admin'] as const,
  songsPage: (params: AdminPageParams) => [...songKeys.all, 'admin', params] as const,
  users: ['admin', 'users'] as const,
  usersPage: (params: AdminPageParams) => ['admin', 'users', params] as const,
  deletion: (userId: number) => ['admin', 'users', 'deletion', userId] as const,
  log: ['admin', 'log'] as const,
};
