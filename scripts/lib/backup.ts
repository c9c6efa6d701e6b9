// Backups of a whole Tambora (`npm run backup`, `npm run restore`): the database and the media, in
// one folder. PGlite is dumped as its data directory (a gzipped tar, made while no server holds
// DATA_DIR); PostgreSQL with pg_dump's custom format, which may run while the site serves. Media
// is copied file by file from whatever storage is configured (disk or bucket) into the folder's
// media/, and back into whatever storage the restoring server uses.
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../../server/config';
import {
  dumpPglite,
  type Engine,
  loadPglite,
  openPostgres,
  pgliteDirectory,
} from '../../server/db/database';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/lock';
import { copyMedia } from '../../server/storage/copy-media';
import { openStorage } from '../../server/storage/open-storage';
import { createLocalStorage } from '../../server/storage/storage';
import { APP_VERSION } from '../../server/version';
import { findPostgresBin } from './temp-postgres.mjs';

const execFileAsync = promisify(execFile);

/** Runs pg_dump or pg_restore; a failure says what the tool said, never the command (its URL). */
async function runTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await execFileAsync(postgresTool(name), args);
  } catch (error) {
    const said = (error as { stderr?: string; code?: string }).stderr?.trim();
    const missing = (error as { code?: string }).code === 'ENOENT';
    throw new BackupError(
      missing
        ? `Falta ${name}: instale el cliente de PostgreSQL (apt-get install -y postgresql-client).`
        : `${name} no pudo terminar: ${said || 'sin detalle'}`,
    );
  }
}

const MANIFEST = 'tambora-backup.json';
const PGLITE_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.pgdump';

interface Manifest {
  format: 1;
  engine: Engine;
  version: string;
  createdAt: string;
  mediaFiles: number;
}

/** A refusal to show as is: the person can act on it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

/** pg_dump/pg_restore from PATH, or from the PostgreSQL installation beside the server. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = findPostgresBin();
  return bin ? join(bin, name) : name;
}

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch {
    return true;
  }
}

/** PGlite is one process's database: the server must be stopped while we read or write it. */
function lockDataDir(config: BackupConfig) {
  try {
    return acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `Detenga Tambora antes: con la base embebida (PGlite) solo un proceso puede usar DATA_DIR=${config.dataDir}.`,
      );
    }
    throw error;
  }
}

export async function backup(config: BackupConfig, folder: string): Promise<Manifest> {
  if (!(await isEmptyFolder(folder))) {
    throw new BackupError(`La carpeta ${folder} ya tiene archivos: elija una nueva o vacía.`);
  }
  const media = await createLocalStorage(join(folder, 'media'));
  const engine: Engine = config.databaseUrl ? 'postgres' : 'pglite';
  // The database first: every file it names was stored before, so the media copy has it.
  if (config.databaseUrl) {
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, POSTGRES_DUMP)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    const lock = lockDataDir(config);
    try {
      const dump = await dumpPglite(config.dataDir);
      await writeFile(join(folder, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      lock.release();
    }
  }
  const copied = await copyMedia(await openStorage(config), media);
  const manifest: Manifest = {
    format: 1,
    engine,
    version: APP_VERSION,
    createdAt: new Date().toISOString(),
    mediaFiles: copied.copied,
  };
  await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(folder: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${folder} no es una copia de Tambora: falta ${MANIFEST}.`);
  }
}

export async function restore(config: BackupConfig, folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const engine: Engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    const names = { pglite: 'la base embebida (PGlite)', postgres: 'PostgreSQL (DATABASE_URL)' };
    throw new BackupError(
      `La copia es de ${names[manifest.engine]} y este servidor usa ${names[engine]}.`,
    );
  }
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    try {
      const [found] = await db.rawTransaction((session) =>
        session.query<{ table: string | null }>(
          "SELECT to_regclass('schema_migrations')::text AS table",
        ),
      );
      if (found?.table) {
        throw new BackupError(
          'La base de DATABASE_URL ya tiene datos de Tambora: restaure en una base vacía.',
        );
      }
    } finally {
      await db.close();
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(folder, POSTGRES_DUMP),
    ]);
  } else {
    const lock = lockDataDir(config);
    try {
      if (!(await isEmptyFolder(pgliteDirectory(config.dataDir)))) {
        throw new BackupError(
          `DATA_DIR=${config.dataDir} ya tiene una base de datos: restaure en una carpeta vacía.`,
        );
      }
      const dump = await readFile(join(folder, PGLITE_DUMP));
      await loadPglite(config.dataDir, new Blob([new Uint8Array(dump)]));
    } finally {
      lock.release();
    }
  }
  await copyMedia(await createLocalStorage(join(folder, 'media')), await openStorage(config));
  return manifest;
}
