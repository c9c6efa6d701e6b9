/**
 * Assembles the Fastify app: cross-cutting plugins first, then the feature routes under /api/v1,
 * the media files and the web app. No listen here, so tests drive it with app.inject.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { API_BASE } from '../domain/api';
import { AUDIENCE_HEADER } from '../domain/api-base';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { type AudioEngine, createAudioEngine } from './features/audio/engine';
import {
  AUDIO_LIGHT_JOB,
  AUDIO_RENDITION_JOB,
  lightRenditionJobHandler,
  renditionJobHandler,
} from './features/audio/rendition';
import { authRoutes } from './features/auth/routes';
import { registerViewer } from './features/auth/viewer';
import { creatorRoutes } from './features/creators/routes';
import { oembedRoutes } from './features/embed/oembed-routes';
import { embedRoutes } from './features/embed/routes';
import { followRoutes } from './features/follows/routes';
import { healthRoutes } from './features/health/routes';
import { checkReadiness } from './features/health/service';
import {
  createJobRunner,
  type JobRunnerOptions,
  type JobWatcher,
  type JobWorker,
  startJobWorker,
} from './features/jobs/worker';
import { libraryRoutes } from './features/library/routes';
import { uploadRoutes } from './features/media/routes';
import { startUploadSweeper, type UploadSweeper } from './features/media/sweep';
import { moderationRoutes } from './features/moderation/routes';
import { oidcRoutes } from './features/oidc/routes';
import { playlistFrame } from './features/playlists/playlist-frame';
import { playlistRoutes } from './features/playlists/routes';
import { playRoutes } from './features/plays/routes';
import { RELEASE_PUSH_JOB, releasePushJobHandler } from './features/push/fanout';
import { vapidKeysOnce } from './features/push/keys';
import { pushRoutes } from './features/push/routes';
import {
  type RecommendationRefresher,
  startRecommendationRefresher,
} from './features/recommendations/refresher';
import { recommendationRoutes } from './features/recommendations/routes';
import { searchRoutes } from './features/search/routes';
import { mediaAccessFor } from './features/songs/private-media';
import { songRoutes } from './features/songs/routes';
import { songFrame } from './features/songs/song-frame';
import { statisticsRoutes } from './features/statistics/routes';
import { studioRoutes } from './features/studio/routes';
import { appPasswordRoutes } from './features/subsonic/app-password-routes';
import { subsonicRoutes } from './features/subsonic/routes';
import { sealerOnce } from './features/subsonic/sealing';
import { termsRoutes } from './features/terms/routes';
import { profileFrame } from './features/users/profile-frame';
import { userRoutes } from './features/users/routes';
import { STATIC_FRAMES } from './html/page-frames';
import { registerWebApp } from './html/web-app';
import { type Mailer, mailerFromConfig } from './mail/mail';
import { countingWrites } from './observability/counted-storage';
import { createMetrics } from './observability/metrics';
import { registerMetricsEndpoint } from './observability/metrics-route';
import { startTracing } from './observability/tracing';
import { type AnswerContractOptions, registerAnswerContract } from './openapi/api-answers';
import { registerOpenApi } from './openapi/openapi';
import { recordRoutes } from './openapi/route-list';
import { registerApiCompression } from './plugins/compression';
import { type NotFoundFallback, registerErrorHandling } from './plugins/errors';
import { registerNulGuard } from './plugins/nul-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestLog } from './plugins/request-log';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerBodyWatch, SERVER_TIMEOUTS } from './plugins/timeouts';
import { registerZod } from './plugins/zod';
import { registerMediaRoutes } from './storage/media-routes';
import { type MediaStorage, openStorage } from './storage/open-storage';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to the configured storage (STORAGE: DATA_DIR/media or an S3 bucket). */
  storage?: MediaStorage;
  /** Defaults to SMTP when SMTP_URL is set, else the server log. */
  mailer?: Mailer;
  /** Fastify's logger option; defaults to the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the system's ffmpeg (FFMPEG_PATH, FFPROBE_PATH). */
  engine?: AudioEngine;
  /**
   * Run queued jobs (audio renditions) in this process; true by default. Tests that do not look
   * at renditions turn it off and run jobs themselves when they do.
   */
  runJobs?: boolean;
  /** What to do with an answer its route does not document; by default it is logged. */
  onUndocumentedAnswer?: AnswerContractOptions['onUndocumented'];
}

/** The kinds of job jobRunnerOptions runs. */
const JOB_KINDS = [AUDIO_RENDITION_JOB, AUDIO_LIGHT_JOB, RELEASE_PUSH_JOB] as const;

/** The jobs this app runs, and how: shared by the worker and by tests that run jobs themselves. */
export function jobRunnerOptions(
  deps: AppDeps,
  log: JobRunnerOptions['log'],
  watch?: JobWatcher,
): JobRunnerOptions {
  return {
    orm: deps.db.orm,
    log,
    watch,
    handlers: [
      renditionJobHandler({ db: deps.db, storage: deps.storage, engine: deps.engine, log }),
      lightRenditionJobHandler({ db: deps.db, storage: deps.storage, engine: deps.engine, log }),
      releasePushJobHandler({
        orm: deps.db.orm,
        config: deps.config,
        keys: deps.pushKeys,
        log,
      }),
    ],
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const openedStorage = options.storage ?? (await openStorage(config));
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Fastify's own two lines per request carry the URL as sent, query and all: our one line
    // (plugins/request-log.ts) names the route instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a reverse proxy the client address comes from X-Forwarded-For only for requests from
    // the proxies TRUST_PROXY names; trusting anyone would let a client pick its own address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
    bodyLimit: 1024 * 1024,
    ...SERVER_TIMEOUTS,
  });

  registerRequestLog(app);
  // Before the routes, so their hooks see every request (docs/architecture.md "Observability").
  const metrics = createMetrics(app, {
    db,
    ready: async () => (await checkReadiness(db, openedStorage)).status === 'ready',
    jobKinds: JOB_KINDS,
  });
  const storage = countingWrites(openedStorage, (file) => metrics.storageWrite(file));
  const tracing = await startTracing(config.tracing);
  if (tracing) {
    tracing.traceRequests(app);
    const unobserve = db.statements.add(tracing.statementObserver);
    app.addHook('onClose', async () => {
      unobserve();
      await tracing.shutdown();
    });
  }
  const watchJobs: JobWatcher = (kind) => {
    const ends = [metrics.jobStarted(kind), tracing?.jobStarted(kind)];
    return (outcome) => {
      for (const end of ends) end?.(outcome);
    };
  };
  await registerMetricsEndpoint(app, config.metrics, metrics.registry);
  recordRoutes(app);
  registerZod(app);
  registerBodyWatch(app);
  registerViewer(app);
  // Before any route: routes capture the error handler in force when they are registered. The web
  // app's fallback is only known once dist/ has been looked at, hence the indirection.
  let webAppFallback: NotFoundFallback = () => false;
  registerErrorHandling(app, { fallback: (request, reply) => webAppFallback(request, reply) });
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app, config);
  registerAnswerContract(app, { onUndocumented: options.onUndocumentedAnswer });

  // API answers are personal or change often: the service worker, not the HTTP cache, keeps them.
  // It keeps only those the server marks as the same for everyone: an answer to a signed-in
  // person may hold their private songs, and the worker cannot tell whose session asked.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header(AUDIENCE_HEADER, request.viewer ? 'personal' : 'public');
    return payload;
  });

  const mailer = options.mailer ?? mailerFromConfig(config, app.log);
  // Mails still in flight are delivered before the process lets go of its transport.
  app.addHook('onClose', () => mailer.close());

  const engine =
    options.engine ??
    createAudioEngine({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath });
  let worker: JobWorker | null = null;
  const deps: AppDeps = {
    config,
    db,
    storage,
    mailer,
    engine,
    jobs: { wake: () => worker?.wake() },
    pushKeys: vapidKeysOnce(db.orm, config),
    sealer: sealerOnce(db.orm, config),
  };
  await app.register(
    async (api) => {
      // JSON only: a cross-site <form> can send text/plain, which must never reach a handler.
      api.removeContentTypeParser('text/plain');
      await registerApiCompression(api);
      registerNulGuard(api);
      registerSameOriginCheck(api, config);
      await registerSessions(api, db);
      await registerRateLimit(api, db);
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(oidcRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(songRoutes, deps);
      await api.register(uploadRoutes, deps);
      await api.register(creatorRoutes, deps);
      await api.register(playlistRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(libraryRoutes, deps);
      await api.register(followRoutes, deps);
      await api.register(pushRoutes, deps);
      await api.register(playRoutes, deps);
      await api.register(recommendationRoutes, deps);
      await api.register(statisticsRoutes, deps);
      await api.register(termsRoutes, deps);
      await api.register(moderationRoutes, deps);
      await api.register(studioRoutes, deps);
      await api.register(appPasswordRoutes, deps);
      await api.register(oembedRoutes, deps);
    },
    { prefix: API_BASE },
  );

  // Uploads no song took are swept at start and every hour; closing waits for a sweep under way.
  // 'Para ti' lists are made in the background too (tests make them when they ask).
  let sweeper: UploadSweeper | null = null;
  let refresher: RecommendationRefresher | null = null;
  app.addHook('onReady', async () => {
    sweeper = startUploadSweeper(deps, app.log);
    if (options.runJobs !== false) {
      worker = startJobWorker(createJobRunner(jobRunnerOptions(deps, app.log, watchJobs)), app.log);
      refresher = startRecommendationRefresher(db.orm, app.log);
    }
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
    await refresher?.stop();
    // A job under way goes back to the queue; the next start (of any process) takes it.
    await worker?.stop();
  });

  await registerMediaRoutes(app, storage, mediaAccessFor(db));
  await app.register(subsonicRoutes, { ...deps, media: openedStorage, prefix: '/rest' });
  await app.register(embedRoutes, deps);
  webAppFallback = await registerWebApp(
    app,
    config.staticDir,
    { supportEmail: config.supportEmail },
    {
      ...STATIC_FRAMES,
      '/Artist/$songId': songFrame(db, config.publicUrl),
      '/PlaylistSongsCard/$playlistId': playlistFrame(db, config.publicUrl),
      '/ComposerPerfil/$userId': profileFrame(db, config.publicUrl),
    },
  );

  return app;
}
