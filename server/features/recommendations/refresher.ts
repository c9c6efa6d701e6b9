/**
 * Keeps the 'Para ti' lists fresh: every few seconds each process makes the lists that went out
 * of date (a like changed, a day passed) and forgets listens older than a week and a day. Several
 * processes share the work: each list is made by whichever takes its row first. The timer never
 * keeps a process alive on its own; stopping waits for the round under way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import { pruneRecentListens } from './repository';
import { refreshStaleRecommendations } from './service';

/** A new like shows in the list within this (docs/product.md, 'Para ti'). */
export const REFRESH_EVERY_MS = 10_000;

export interface RecommendationRefresher {
  stop(): Promise<void>;
}

export function startRecommendationRefresher(
  orm: Orm,
  log: Pick<FastifyBaseLogger, 'warn'>,
): RecommendationRefresher {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        await refreshStaleRecommendations(orm);
        await pruneRecentListens(orm);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'recommendation refresh failed'));
  };
  run();
  const timer = setInterval(run, REFRESH_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
