/**
 * The onboarding calls (spec section 7, DECISIONS "Identity and roles": every id is the person's
 * credentials_id). Responses are checked against the shared contract so a mismatch fails loudly.
 */
import {
  type Credentials,
  credentialsSchema,
  type Profile,
  type ProfileUpdate,
  personalInfoResponseSchema,
  profileSchema,
} from '../../../domain/auth';
import type { Country } from '../../../domain/countries';
import { type TermsAcceptance, termsAcceptanceSchema } from '../../../domain/terms';
import { TERMS_VERSION } from '../../../domain/terms-texts';
import { http } from '../../lib/http';

export type OnboardingRole = 'user' | 'composer';

/** PUT /credentials/{id}: the choice made on /ChooseRegister. */
export async function updateRoles(userId: number, role: OnboardingRole): Promise<Credentials> {
  const response = await http.put<unknown>(`/credentials/${userId}`, { roles: [role] });
  return credentialsSchema.parse(response.data);
}

/** PUT /users/{id}: the server merges these fields into the stored profile. */
export async function updateProfile(userId: number, change: ProfileUpdate): Promise<Profile> {
  const response = await http.put<unknown>(`/users/${userId}`, change);
  return profileSchema.parse(response.data);
}

export interface PersonalInfo {
  country: Country;
  phone: string;
  dni: string;
}

export interface PersonalInfoResult {
  cedulaValid: boolean;
  profile: Profile;
}

/** PUT /users/{id}/personal_info: saved whether or not the cédula is valid (DECISIONS "Cédula"). */
export async function updatePersonalInfo(
  userId: number,
  info: PersonalInfo,
): Promise<PersonalInfoResult> {
  const response = await http.put<unknown>(`/users/${userId}/personal_info`, info);
  return personalInfoResponseSchema.parse(response.data);
}

/** POST /terms/acceptances: the server records that the person accepted the terms in force. */
export async function acceptCurrentTerms(): Promise<TermsAcceptance> {
  const response = await http.post<unknown>('/terms/acceptances', { version: TERMS_VERSION });
  return termsAcceptanceSchema.parse(response.data);
}
