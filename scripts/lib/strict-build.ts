// A build that warns fails in CI (.ci/run sets CI=true): a warning is fixed when it appears, not
// collected. Vite's own warnings (PostCSS, chunk sizes, plugins) reach its logger; this logger
// keeps count and a last plugin turns any of them into a failed build once everything is written.
import { createLogger, type Logger, type Plugin } from 'vite';

export function strictBuild(enabled: boolean): { logger: Logger; plugin: Plugin } {
  const logger = createLogger();
  const warnings = new Set<string>();
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => {
    warnings.add(message);
    warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    warnings.add(message);
    warnOnce(message, options);
  };
  const plugin: Plugin = {
    name: 'tambora:strict-build',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (enabled && warnings.size > 0) {
          throw new Error(`La compilación dio ${warnings.size} aviso(s): corríjalos.`);
        }
      },
    },
  };
  return { logger, plugin };
}
