import { describe, expect, it } from 'vitest';
import { cedulaCheckDigit, cedulaDigits, formatCedula, isValidCedula } from '../../domain/cedula';

describe('cédula check digit (Luhn)', () => {
  it('accepts numbers whose last digit is the Luhn check of the first ten', () => {
    // 001-0000000-?: weights 1,2,1,… → 0+0+1 = 1 → (10 - 1) % 10 = 9, so the spec's example ...-1 is invalid.
    expect(cedulaCheckDigit('0010000000')).toBe(9);
    expect(isValidCedula('001-0000000-9')).toBe(true);
    expect(isValidCedula('00100000009')).toBe(true);
    // 402-2345678-?: 4+0+2+4+3+8+5+(12→3)+7+(16→7) = 43 → 7.
    expect(isValidCedula('402-2345678-7')).toBe(true);
  });
  it('refuses a wrong check digit and malformed input', () => {
    expect(isValidCedula('001-0000000-1')).toBe(false);
    expect(isValidCedula('001-000000-9')).toBe(false);
    expect(isValidCedula('abc-defghij-k')).toBe(false);
    expect(isValidCedula('')).toBe(false);
    expect(cedulaDigits(' 001-0000000-9 ')).toBe('00100000009');
  });
  it('formats typed digits as 001-0000000-1', () => {
    expect(formatCedula('00100000009')).toBe('001-0000000-9');
    expect(formatCedula('0011')).toBe('001-1');
    expect(formatCedula('40a2')).toBe('402');
  });
});
