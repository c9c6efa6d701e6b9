/**
 * Issue 34 point 2: an acceptance is of a version of the terms. Changing the clauses without a new
 * TERMS_VERSION would hold people to words they never accepted, so the clauses' fingerprint is
 * pinned beside the version: change both together (and everyone accepts again).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../domain/terms-texts';
import { TERMS_CLAUSES } from '../../src/features/onboarding/terms-clauses';

const PINNED = {
  version: '2026-11-27',
  clauses: '83fa2a61ef816e2b653d9f80d94bd9c879b10bc7480f6c70a40f8bb33145ac0a',
};

describe('the terms in force', () => {
  it('have a new version whenever their clauses change', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(TERMS_CLAUSES)).digest('hex');
    expect({ version: TERMS_VERSION, clauses: fingerprint }).toEqual(PINNED);
  });
});
