import { CEDULA_PATTERN } from '../../../domain/cedula';
import { COUNTRIES, type Country } from '../../../domain/countries';

export const DEFAULT_COUNTRY: Country = 'Dominican Republic';
export const DOMINICAN_NATIONALITY = 'Dominicano/a';

export function isCountry(value: string | null | undefined): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** The País a stored profile implies: a valid cédula stored 'Dominicano/a' as the nationality. */
export function countryFromNationality(nationality: string | null | undefined): Country {
  if (nationality === DOMINICAN_NATIONALITY) return DEFAULT_COUNTRY;
  return isCountry(nationality) ? nationality : DEFAULT_COUNTRY;
}

/** True when all 11 digits are there (001-0000000-1); whether it is a real cédula is the server's call. */
export function isCompleteCedula(value: string): boolean {
  return CEDULA_PATTERN.test(value.trim());
}
