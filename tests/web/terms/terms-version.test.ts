/**
 * An acceptance is of a version of the terms. Changing the clauses without a new
 * TERMS_VERSION would hold people to words they never accepted, so the clauses' fingerprint is
 * pinned beside the version: change both together (and everyone accepts again).
 */
import { describe, expect, it } from 'vitest';
import { TERMS_CLAUSES } from '../../../domain/terms-clauses';
import { TERMS_VERSION } from '../../../domain/terms-texts';

const PINNED = {
  version: '2026-11-27',
  clauses: '8cd8d627',
};

/** FNV-1a, 32 bits: enough to notice an edited clause (this is no defence against anyone). */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

describe('the terms in force', () => {
  it('have a new version whenever their clauses change', () => {
    const fingerprint = fingerprintOf(JSON.stringify(TERMS_CLAUSES));
    expect({ version: TERMS_VERSION, clauses: fingerprint }).toEqual(PINNED);
  });
});
