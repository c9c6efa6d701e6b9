/** The session user the browser keeps (spec section 3, key 'user'), made from credentials. */
import type { SessionUser } from '../../../domain/api';
import type { CredentialsRow } from './repository';

export function toSessionUser(row: CredentialsRow): SessionUser {
  return {
    credentials_id: row.id,
    roles: row.roles,
    has_uploaded_song: row.hasUploadedSong,
    terms_accepted: row.termsAccepted,
    email: row.email,
  };
}
