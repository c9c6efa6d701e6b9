import type { Profile, ProfileUpdate } from '../../../domain/auth';
import type { ProfileChanges, ProfileRow } from './repository';

/** Who may read what of a profile (DECISIONS "Accounts and privacy"). */
export interface ProfileAudience {
  /** The owner or an admin: the cédula too. */
  privileged: boolean;
  /** Someone signed in: the phone too (the owner and admins always). */
  signedIn: boolean;
}

/** The API profile, with `dni` and `phone` null for those who may not read them. */
export function toProfile(row: ProfileRow, audience: ProfileAudience): Profile {
  const { profile } = row;
  return {
    user_id: profile.userId,
    credentials_id: profile.userId,
    name: profile.name,
    lastName: profile.lastName,
    nickname: profile.nickname,
    phone: audience.signedIn || audience.privileged ? profile.phone : null,
    instruments: profile.instruments,
    nationality: profile.nationality,
    dni: audience.privileged ? profile.dni : null,
    biografia: profile.biografia,
    bannerImage: profile.bannerImage,
    userImageUrl: profile.userImageUrl,
    social_network_selected: profile.socialNetworkSelected,
    social_network_link: profile.socialNetworkLink,
    roles: row.roles,
    has_uploaded_song: row.hasUploadedSong,
    createdAt: profile.createdAt.toISOString(),
    ...(audience.privileged && { suspended: row.suspended }),
  };
}

/** Blank optional texts are stored as null, so "no nickname" has one representation. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value;
}

/** Only the fields the request carries: PUT merges them into the stored profile (spec 7). */
export function toProfileChanges(update: ProfileUpdate): ProfileChanges {
  const changes: ProfileChanges = {
    name: text(update.name),
    lastName: text(update.lastName),
    nickname: text(update.nickname),
    phone: text(update.phone),
    instruments: update.instruments,
    nationality: text(update.nationality),
    biografia: text(update.biografia),
    bannerImage: text(update.bannerImage),
    userImageUrl: text(update.userImageUrl),
    socialNetworkSelected: update.social_network_selected,
    socialNetworkLink: update.social_network_link,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
}
