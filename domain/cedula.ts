/**
 * Dominican cédula (DECISIONS "Cédula"): 11 digits shown as 001-0000000-1, the last digit a
 * Luhn (mod 10) check digit over the first ten.
 */
export const CEDULA_PATTERN = /^\d{3}-?\d{7}-?\d$/;

/** The 11 digits of a cédula typed with or without dashes, or null when it is not that shape. */
export function cedulaDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!CEDULA_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/-/g, '');
}

/** Shows 11 digits as 001-0000000-1; partial input is formatted as far as it goes (for typing). */
export function formatCedula(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 10) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 10)}-${digits.slice(10)}`;
}

export function cedulaCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < firstTen.length; i++) {
    // Weights alternate 1, 2 from the left; two-digit products add their digits.
    const product = Number(firstTen[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCedula(input: string): boolean {
  const digits = cedulaDigits(input);
  if (!digits) return false;
  return cedulaCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
