/**
 * Issue 33 point 2: on a catalogue where listeners have hidden tastes, 'Para ti' finds the likes
 * kept back from it at least 3× as often as a random sample, and at least 70 % of its songs are
 * in the listener's own genres.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  measureRecommendationQuality,
  type RecommendationQuality,
} from '../../scripts/bench/recommendation-quality';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let quality: RecommendationQuality;

beforeAll(async () => {
  t = await createTestApp();
  quality = await measureRecommendationQuality(t.db.orm);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

it('finds the kept-back likes at least 3× as often as a random sample', () => {
  expect(quality.recallAt10).toBeGreaterThanOrEqual(3 * quality.randomRecallAt10);
});

it('keeps at least 70 % of its songs in the listener’s genres', () => {
  expect(quality.genreShare).toBeGreaterThanOrEqual(0.7);
});
