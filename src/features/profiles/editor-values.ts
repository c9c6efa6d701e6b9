/**
 * The profile editor's form (spec sections 2 and 7): values from the stored profile, the checks
 * made before sending (the server checks them again), and the whole profile merged with the form.
 */

import type { Profile, ProfileUpdate } from '../../../domain/auth';
import { AUTH_TEXTS } from '../../../domain/auth-texts';
import { INSTRUMENT_OPTIONS, type Instrument } from '../../../domain/instruments';
import {
  completeLink,
  isHttpUrl,
  isSocialNetwork,
  PROFILE_TEXTS,
} from '../../../domain/profile-texts';
import type { SocialNetwork } from '../../../domain/social-networks';

/** The server's limits (domain/auth), repeated here so the form stays free of zod. */
export const EDITOR_LIMITS = { name: 80, biography: 2000, phone: 30, link: 500, socialRows: 10 };
export const PHONE_INVALID = 'Teléfono inválido';
const PHONE_PATTERN = /^[0-9+()\-\s]*$/;

export interface SocialRow {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  network: SocialNetwork | '';
  link: string;
}

export interface EditorValues {
  name: string;
  lastName: string;
  nickname: string;
  instruments: Instrument[];
  nationality: string;
  phone: string;
  biografia: string;
  social: SocialRow[];
}

export type EditorErrors = Partial<Record<string, string>>;

function isInstrument(value: string): value is Instrument {
  return (INSTRUMENT_OPTIONS as readonly string[]).includes(value);
}

let nextKey = 1;
export function newSocialRow(network: SocialNetwork | '' = '', link = ''): SocialRow {
  nextKey += 1;
  return { key: nextKey, network, link };
}

export function valuesFrom(profile: Profile): EditorValues {
  return {
    name: profile.name ?? '',
    lastName: profile.lastName ?? '',
    nickname: profile.nickname ?? '',
    instruments: profile.instruments.filter(isInstrument),
    nationality: profile.nationality ?? '',
    phone: profile.phone ?? '',
    biografia: profile.biografia ?? '',
    social: profile.social_network_selected.map((network, index) =>
      newSocialRow(
        isSocialNetwork(network) ? network : '',
        profile.social_network_link[index] ?? '',
      ),
    ),
  };
}

/** Field ids double as error keys, so the first error can take the focus. */
export const fieldId = {
  name: 'perfil-nombre-campo',
  lastName: 'perfil-apellido-campo',
  phone: 'perfil-telefono-campo',
  network: (key: number) => `perfil-red-${key}`,
  link: (key: number) => `perfil-enlace-${key}`,
};

export function validateEditor(values: EditorValues): EditorErrors {
  const errors: EditorErrors = {};
  if (!values.name.trim()) errors[fieldId.name] = AUTH_TEXTS.fieldRequired;
  if (!values.lastName.trim()) errors[fieldId.lastName] = AUTH_TEXTS.fieldRequired;
  if (!PHONE_PATTERN.test(values.phone.trim())) errors[fieldId.phone] = PHONE_INVALID;
  for (const row of values.social) {
    if (!row.network) errors[fieldId.network(row.key)] = PROFILE_TEXTS.networkRequired;
    const link = row.link.trim();
    if (!link) errors[fieldId.link(row.key)] = PROFILE_TEXTS.linkRequired;
    // `javascript:`, `data:` and bare words never become a link (nor reach the server);
    // 'instagram.com/x' is completed to https:// rather than refused.
    else if (!isHttpUrl(completeLink(link)))
      errors[fieldId.link(row.key)] = PROFILE_TEXTS.linkInvalid;
  }
  return errors;
}

/** The first field with an error, in the order of the form. */
export function firstErrorId(values: EditorValues, errors: EditorErrors): string | undefined {
  const order = [
    fieldId.name,
    fieldId.lastName,
    fieldId.phone,
    ...values.social.flatMap((row) => [fieldId.network(row.key), fieldId.link(row.key)]),
  ];
  return order.find((id) => errors[id]);
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Spec section 7: PUT carries the whole profile merged with the form's values. Images are sent
 * as stored (unchanged); roles and the cédula are not the editor's to change.
 */
export function toProfileUpdate(profile: Profile, values: EditorValues): ProfileUpdate {
  const rows = values.social.filter(
    (row): row is SocialRow & { network: SocialNetwork } => row.network !== '',
  );
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    nickname: optional(values.nickname),
    phone: optional(values.phone),
    instruments: values.instruments,
    nationality: optional(values.nationality),
    // The biography keeps its line breaks; only empty means none.
    biografia: values.biografia.trim() === '' ? null : values.biografia,
    bannerImage: profile.bannerImage,
    userImageUrl: profile.userImageUrl,
    social_network_selected: rows.map((row) => row.network),
    social_network_link: rows.map((row) => completeLink(row.link)),
  };
}
