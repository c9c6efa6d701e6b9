// The server the browser tests run against: the real built app on a fresh, seeded data directory,
// sending its mail to a local SMTP mailbox (see tests/e2e/mailbox.ts), with social sign-in against
// a real OpenID provider on a loopback port (tests/helpers/oidc-provider.ts; run with tsx).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox } from './lib/mailbox-server.mjs';
import { REMEMBERED_FFMPEG_ENV } from './lib/remembered-ffmpeg/env.mjs';

const port = process.env.E2E_PORT ?? '8091';
const { mailboxDir: mailboxDirOf } = await import('../tests/e2e/servers.ts');
const mailboxDir = mailboxDirOf(Number(port));
rmSync(mailboxDir, { recursive: true, force: true });
const mailbox = await startMailbox(mailboxDir);
const { startOidcProvider } = await import('../tests/helpers/oidc-provider.ts');
const oidc = await startOidcProvider({
  redirectUri: `http://127.0.0.1:${port}/api/v1/oidc/callback`,
  name: 'Google',
});
const dataDir = mkdtempSync(join(tmpdir(), 'tambora-e2e-'));
// Its database migrated already, as a copy: the seconds of a first PGlite are not what these
// tests are about (tests/helpers/migrated-database.ts).
const { copyMigratedPglite } = await import('../tests/helpers/migrated-database.ts');
await copyMigratedPglite(dataDir);
const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Quiet in tests: warnings and errors only, not a line per request (LOG_LEVEL=info to see them).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Tambora <no-responder@tambora.app>',
    SUPPORT_EMAIL: 'ayuda@tambora.test',
    ...oidc.env,
    // The demo's renditions, made by an earlier server of the same run (or run) from the same WAVs.
    ...REMEMBERED_FFMPEG_ENV,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await mailbox.close();
  await oidc.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
