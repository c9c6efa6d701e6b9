/**
 * A Subsonic request's parameters, from the query string and, for POST (OpenSubsonic `formPost`),
 * from a form body; a name may repeat (`id=1&id=2`). Reading one that is missing or malformed
 * throws the API's own error, in Spanish.
 */
import { SUBSONIC_CODES, SubsonicError } from './envelope';

export class Params {
  constructor(private readonly values: ReadonlyMap<string, readonly string[]>) {}

  static of(...sources: unknown[]): Params {
    const values = new Map<string, string[]>();
    for (const source of sources) {
      if (!source || typeof source !== 'object') continue;
      for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
        const list = values.get(key) ?? [];
        for (const one of [value].flat()) if (typeof one === 'string') list.push(one);
        values.set(key, list);
      }
    }
    return new Params(values);
  }

  one(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  all(name: string): readonly string[] {
    return this.values.get(name) ?? [];
  }

  has(name: string): boolean {
    return this.one(name) !== undefined;
  }

  required(name: string): string {
    const value = this.one(name);
    if (value === undefined || value === '') {
      throw new SubsonicError(
        SUBSONIC_CODES.missingParameter,
        `Falta el parámetro obligatorio «${name}».`,
      );
    }
    return value;
  }

  /** A whole number in [min, max], or `fallback` when absent. */
  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.one(name);
    if (value === undefined || value === '') return fallback;
    if (!/^-?\d{1,15}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new SubsonicError(
        SUBSONIC_CODES.generic,
        `El parámetro «${name}» debe ser un número entero entre ${min} y ${max}.`,
      );
    }
    return Number(value);
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.one(name);
    if (value === undefined || value === '') return fallback;
    return value === 'true' || value === '1';
  }
}
