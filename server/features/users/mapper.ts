import type { Profile, ProfileUpdate } from '../../../domain/auth';
import type { ProfileChanges, ProfileRow } from './repository';

/** The API profile; `dni` only for the owner and admins (null for everyone else). */
export function toProfile(row: ProfileRow, showDni: boolean): Profile {
  const { profile } = row;
  return {
    user_id: profile.userId,
    credentials_id: profile.userId,
    name: profile.name,
    lastName: profile.lastName,
    nickname: profile.nickname,
    phone: profile.phone,
    instruments: profile.instruments,
    nationality: profile.nationality,
    dni: showDni ? profile.dni : null,
    biografia: profile.biografia,
    bannerImage: profile.bannerImage,
    userImageUrl: profile.userImageUrl,
    social_network_selected: profile.socialNetworkSelected,
    social_network_link: profile.socialNetworkLink,
    roles: row.roles,
    has_uploaded_song: row.hasUploadedSong,
    createdAt: profile.createdAt.toISOString(),
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
