// The upload budget: uploading a 40 MB audio keeps the server's memory growth under 64 MB,
// and the song lists stay fast on 10,000 songs (p99 on PostgreSQL).
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import pg from 'pg';
import { type LoadResult, loadTest } from './api-load';
import type { RunningServer } from './server-process';

const MB = 1024 * 1024;
export const UPLOAD_BYTES = 40 * MB;
export const UPLOAD_MEMORY_BUDGET_MB = 64;
export const BENCH_SONGS = 10_000;
const DEMO_COMPOSER = { email: 'rafael.almonte@tambora.app', password: 'Tambora2026!' };

/** VmRSS and VmHWM (peak RSS) of a process, in bytes, from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`Sin ${name} en /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the peak RSS so VmHWM measures from now on (Linux: "5" into clear_refs). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_COMPOSER),
  });
  if (!response.ok)
    throw new Error(`Inicio de sesión del compositor de demostración: ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('El inicio de sesión no devolvió la cookie de sesión');
  return cookie;
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22); // stereo
  header.writeUInt32LE(44100, 24);
  header.writeUInt32LE(44100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** POSTs a generated WAV of `bytes` as multipart, streamed chunk by chunk; answers the status. */
async function uploadWav(baseUrl: string, cookie: string, bytes: number): Promise<number> {
  const boundary = `----tamborabench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(`${baseUrl}/api/v1/storage/audios`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + bytes + tail.length,
    },
  });
  const answered = once(req, 'response');
  const write = async (chunk: Buffer) => {
    if (!req.write(chunk)) await once(req, 'drain');
  };
  await write(head);
  await write(wavHeader(bytes - 44));
  // A quiet tone rather than zeros, so nothing along the way can shortcut the content.
  const chunk = Buffer.alloc(256 * 1024);
  for (let i = 0; i < chunk.length; i += 2)
    chunk.writeInt16LE(Math.round(Math.sin(i / 20) * 3000), i);
  let left = bytes - 44;
  while (left > 0) {
    const size = Math.min(left, chunk.length);
    await write(size === chunk.length ? chunk : chunk.subarray(0, size));
    left -= size;
  }
  req.end(tail);
  const [response] = (await answered) as [import('node:http').IncomingMessage];
  response.resume();
  await once(response, 'end');
  return response.statusCode ?? 0;
}

export interface UploadMemoryResult {
  status: number;
  seconds: number;
  rssBeforeMb: number;
  peakMb: number;
  growthMb: number;
  peakReset: boolean;
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export async function measureUploadMemory(server: RunningServer): Promise<UploadMemoryResult> {
  const cookie = await signIn(server.url);
  // A small upload first: modules loaded and code warm, so the figure is the big file's own.
  await uploadWav(server.url, cookie, 1 * MB);
  const before = memoryOf(server.pid);
  const peakReset = resetPeak(server.pid);
  const started = performance.now();
  const status = await uploadWav(server.url, cookie, UPLOAD_BYTES);
  const seconds = (performance.now() - started) / 1000;
  const after = memoryOf(server.pid);
  const peak = peakReset ? after.peak : Math.max(after.peak, after.rss);
  return {
    status,
    seconds: Math.round(seconds * 100) / 100,
    rssBeforeMb: mb(before.rss),
    peakMb: mb(peak),
    growthMb: mb(Math.max(0, peak - before.rss)),
    peakReset,
  };
}

/** Adds BENCH_SONGS songs with one statement, spread over a year, a tenth of them private. */
export async function insertBenchSongs(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `INSERT INTO songs (title, gender, composers, audio, duration_seconds, duration, likes,
                          visibility, user_id, created_at, updated_at)
       SELECT 'Canción de carga ' || g,
              (ARRAY['MERENGUE','BACHATA','SALSA','SON','BOLERO'])[1 + g % 5],
              ARRAY['Compositor ' || (g % 97)],
              (SELECT audio FROM songs ORDER BY id LIMIT 1),
              180, '3:00',
              (g * 7919) % 500,
              g % 10 <> 0,
              (SELECT id FROM credentials WHERE email = $1),
              now() - make_interval(mins => g * 50),
              now() - make_interval(mins => g * 50)
       FROM generate_series(1, $2::int) AS g`,
      [DEMO_COMPOSER.email, BENCH_SONGS],
    );
    await client.query('ANALYZE songs');
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export const SONG_LIST_PATHS = [
  '/api/v1/songs?sort=newest&limit=30',
  '/api/v1/songs?sort=top&limit=10',
  '/api/v1/songs?sort=recent&limit=30',
  '/api/v1/songs?sort=random&limit=30',
  '/api/v1/songs?sort=newest&limit=30&offset=9000',
];

export async function benchSongLists(server: RunningServer): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const path of SONG_LIST_PATHS) {
    results.push(await loadTest(server.url, path, { durationSeconds: 5 }));
  }
  // The signed-in views widen the scope to the person's private songs and their repertoire.
  const cookie = await signIn(server.url);
  for (const path of [
    '/api/v1/songs?sort=newest&limit=30',
    '/api/v1/songsFromRepertoire?limit=30',
  ]) {
    const result = await loadTest(server.url, path, { durationSeconds: 5, headers: { cookie } });
    results.push({ ...result, path: `${path} (con sesión)` });
  }
  return results;
}

/** Prints both figures of the upload budget (a section of `npm run bench`). */
export async function runSongBudgets(
  startServer: (env?: Record<string, string>) => Promise<RunningServer>,
  startTempPostgres: () => Promise<{ url: string; stop: () => void }>,
): Promise<void> {
  console.log('\n== Subida de un audio de 40 MB: crecimiento de memoria del servidor (/proc)');
  {
    const server = await startServer();
    try {
      const r = await measureUploadMemory(server);
      const verdict =
        r.growthMb < UPLOAD_MEMORY_BUDGET_MB ? 'dentro del presupuesto' : 'FUERA DEL PRESUPUESTO';
      console.log(
        `Respuesta ${r.status} en ${r.seconds} s; RSS antes ${r.rssBeforeMb} MB, pico ${r.peakMb} MB, ` +
          `crecimiento ${r.growthMb} MB (presupuesto < ${UPLOAD_MEMORY_BUDGET_MB} MB: ${verdict})` +
          (r.peakReset ? '' : ' [pico no reiniciable: VmHWM desde el arranque]'),
      );
    } finally {
      await server.stop();
    }
  }

  console.log(
    `\n== Listas de canciones con ${BENCH_SONGS.toLocaleString('es')} canciones (PostgreSQL, 10 conexiones, 5 s)`,
  );
  let database: { url: string; stop: () => void };
  try {
    database = await startTempPostgres();
  } catch (error) {
    console.log(`[PostgreSQL] omitido: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  try {
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      const inserted = await insertBenchSongs(database.url);
      console.log(`${inserted} canciones añadidas con una sola sentencia (generate_series)`);
      for (const r of await benchSongLists(server)) {
        console.log(
          `GET ${r.path}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms` +
            (r.errors || r.non2xx ? ` (errores ${r.errors}, no-2xx ${r.non2xx})` : ''),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    database.stop();
  }
}
