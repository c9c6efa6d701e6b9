/**
 * 'Para ti' on a catalogue of hidden scenes (docs/architecture.md "Para ti"): on three seeds, it
 * finds a listener's latest likes at least 1.2× better than the best of four baselines computed
 * in the same run, on recall@10 and nDCG@10, the 95 % interval over listeners above 1; and the
 * same recommender with co-likes switched off does worse. PostgreSQL only (CI's server suite):
 * three catalogues of 480 songs and 240 listeners each.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  bestBaseline,
  describeQuality,
  meanOf,
  measureRecommendationQuality,
  type RecommendationQuality,
  ratioWithInterval,
} from '../../../scripts/bench/recommendation-quality';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const SEEDS = [1, 2, 3];
const apps: TestApp[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
});

async function measured(seed: number): Promise<RecommendationQuality> {
  const app = await createTestApp();
  apps.push(app);
  const quality = await measureRecommendationQuality(app.db.orm, seed);
  for (const line of describeQuality(quality)) console.log(line);
  return quality;
}

describe
  .skipIf(!process.env.TEST_DATABASE_URL)
  .concurrent("'Para ti' against its baselines", () => {
    for (const seed of SEEDS) {
      it(`beats the best baseline by 1.2× on recall@10 and nDCG@10, and needs its co-likes (seed ${seed})`, async () => {
        const quality = await measured(seed);
        for (const metric of ['recall', 'ndcg'] as const) {
          const { ratio, low } = ratioWithInterval(quality, bestBaseline(quality, metric), metric);
          expect(ratio, metric).toBeGreaterThanOrEqual(1.2);
          expect(low, `${metric}: lower end of the 95 % interval`).toBeGreaterThan(1);
          expect(meanOf(quality, 'sinCoLikes', metric), `${metric} without co-likes`).toBeLessThan(
            meanOf(quality, 'paraTi', metric),
          );
        }
      }, 300_000);
    }
  });
