// Writes the fuzz corpus that tests/server/api/fuzz.test.ts replays: a few thousand
// hostile requests made from the API document, so every operation, parameter and body field gets
// the values that broke servers before (NUL, broken escapes, numbers past every integer, wrong
// types, prototype keys, deep nesting, huge texts), plus media, page and header abuse. The same
// document always gives the same corpus. Regenerate after changing routes:
//   npm start &  curl -s http://127.0.0.1:8080/api/v1/openapi.json > /tmp/openapi.json
//   npx tsx scripts/fuzz-corpus.ts /tmp/openapi.json > tests/fixtures/fuzz/corpus.json
import { readFileSync } from 'node:fs';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  minimum?: number;
  pattern?: string;
  minLength?: number;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * One request of the corpus. Kept small on disk: a body `{"$repeat": [text, n]}` or `{"$nest": n}`
 * and a `$repeat(text,n)` in a URL or header are expanded when it is sent.
 */
export interface FuzzCase {
  /** The operation it was made for ('GET /api/v1/songs/{id}'), or 'page' / 'media'. */
  for: string;
  method: string;
  url: string;
  as: 'visitor' | 'listener' | 'admin';
  headers?: Record<string, string>;
  body?: unknown;
}

const [documentPath] = process.argv.slice(2);
if (!documentPath) {
  console.error('Uso: npx tsx scripts/fuzz-corpus.ts <openapi.json>');
  process.exit(1);
}
const doc = JSON.parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** Values that go where a path segment or a query value goes, percent-encoded as sent. */
const HOSTILE_TEXTS = [
  '%00',
  'a%00b',
  '%ff',
  '%c0%80',
  '%',
  '%zz',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '%20%201',
  'null',
  'true',
  '%5B%5D',
  '%7B%7D',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE%F0%9F%8E%B5',
  "'%20OR%201%3D1--",
  '$repeat(x,5000)',
];

/** Values that replace one field of an otherwise valid body. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e\ud83c\udfb5',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  { $repeat: ['x', 200_000] },
  [],
  [null],
  ['\u0000'],
  { $repeat: ['a,', 5_000] },
  {},
  // An own __proto__ key, as JSON.parse makes it (an object literal would set the prototype).
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { admin: true } } },
];

/** Whole bodies, whatever the operation expects. */
const HOSTILE_BODIES: { body: unknown; headers?: Record<string, string> }[] = [
  { body: '', headers: { 'content-type': 'application/json' } },
  { body: 'null', headers: { 'content-type': 'application/json' } },
  { body: '[]', headers: { 'content-type': 'application/json' } },
  { body: '"texto"', headers: { 'content-type': 'application/json' } },
  { body: '{', headers: { 'content-type': 'application/json' } },
  { body: '{"a":1,"a":2}', headers: { 'content-type': 'application/json' } },
  { body: '{"__proto__":{"isAdmin":true}}', headers: { 'content-type': 'application/json' } },
  { body: { $nest: 5_000 }, headers: { 'content-type': 'application/json' } },
  { body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { body: 'hola', headers: { 'content-type': 'text/plain' } },
  { body: '--x\r\n\r\n', headers: { 'content-type': 'multipart/form-data' } },
  { body: '--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { body: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { body: '{}', headers: { 'content-type': 'application/json', 'content-length': '5' } },
];

/** Headers that are wrong on any request. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { cookie: 'tambora_session=%00%ff' },
  { cookie: 'tambora_session=$repeat(a,4000)' },
  { cookie: 'tambora_session=a; tambora_session=b' },
  { origin: 'null' },
  { origin: 'http://[::1' },
  { 'accept-encoding': 'br;q=abc, *;q=-1' },
  { range: 'bytes=abc' },
  { 'if-none-match': '"\u0000"' },
  { 'x-forwarded-for': '999.999.999.999, %00' },
];

let turn = 0;
const roles: FuzzCase['as'][] = ['visitor', 'listener', 'admin'];
const nextRole = () => roles[turn++ % roles.length];

function resolve(schema: JsonSchema | undefined): JsonSchema {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (ref) return doc.components.schemas[ref.split('/').pop() ?? ''] ?? {};
  return schema ?? {};
}

/** A value the schema accepts, as plain as it gets. */
function plausible(raw: JsonSchema | undefined): unknown {
  const schema = resolve(raw);
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausible(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value)]),
    );
  }
  if (schema.format === 'email') return 'fuzz@prueba.test';
  if (schema.format === 'uuid') return '2b1f8a52-3f8e-4a0c-9f55-0d7f0a4a1c11';
  if (schema.pattern?.startsWith('^[A-Za-z0-9_-]{43}')) return 'a'.repeat(43);
  if (schema.pattern?.startsWith('^\\d{4}')) return '1234';
  return 'texto';
}

const cases: FuzzCase[] = [];
const add = (entry: Omit<FuzzCase, 'as'>) => cases.push({ ...entry, as: nextRole() });

for (const [path, operations] of Object.entries(doc.paths)) {
  for (const [lowerMethod, operation] of Object.entries(operations)) {
    const method = lowerMethod.toUpperCase();
    const key = `${method} ${path}`;
    const parameters = operation.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const fill = (values: Record<string, string>) =>
      path.replace(/\{([A-Za-z_]+)\}/g, (_all, name: string) => values[name] ?? '1');
    const validPath = fill({});
    const query = parameters.filter((p) => p.in === 'query');
    const json = operation.requestBody?.content?.['application/json']?.schema;
    const base = json ? plausible(json) : undefined;
    const jsonHeaders = json ? { 'content-type': 'application/json' } : undefined;
    const request = { method, headers: jsonHeaders, body: base };

    for (const name of pathParams) {
      for (const text of HOSTILE_TEXTS) add({ for: key, ...request, url: fill({ [name]: text }) });
    }
    for (const parameter of query) {
      for (const text of HOSTILE_TEXTS) {
        add({ for: key, ...request, url: `${validPath}?${parameter.name}=${text}` });
      }
      add({ for: key, ...request, url: `${validPath}?${parameter.name}=1&${parameter.name}=2` });
      add({ for: key, ...request, url: `${validPath}?${parameter.name}[a]=1` });
    }
    for (const extra of [
      '__proto__[admin]=1',
      'constructor[prototype][admin]=1',
      '%00=%00',
      '&&&',
    ]) {
      add({ for: key, ...request, url: `${validPath}?${extra}` });
    }
    const properties = Object.keys(resolve(json).properties ?? {});
    for (const property of properties) {
      for (const value of HOSTILE_VALUES) {
        add({
          for: key,
          method,
          url: validPath,
          headers: jsonHeaders,
          body: { ...(base as object), [property]: value },
        });
      }
    }
    if (method !== 'GET') {
      for (const hostile of HOSTILE_BODIES) add({ for: key, method, url: validPath, ...hostile });
    }
    for (const headers of HOSTILE_HEADERS) {
      add({ for: key, ...request, url: validPath, headers: { ...jsonHeaders, ...headers } });
    }
  }
}

// Files and pages: names that do not exist, or cannot.
const PAGE_PATHS = [
  '/',
  '/%00',
  '/%ff',
  '/Artist/%00',
  '/Artist/99999999999999999999',
  '/PlaylistSongsCard/%c0%80',
  '/ComposerPerfil/..%2F..%2F',
  '/$repeat(a,8000)',
  '/assets/%00.js',
  '/assets/..%2F..%2Fpackage.json',
  '/sw.js?%00',
  '/manifest.webmanifest%00',
  '/api',
  '/api/',
  '/api/v2/songs',
  '/api/v1/%00',
  '/api/v1/songs/%2e%2e',
  '/api/docs/%00',
];
for (const url of PAGE_PATHS) {
  for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) add({ for: 'page', method, url });
}
const MEDIA_NAMES = [
  '%00.png',
  'a%00b.mp3',
  '%ff.png',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '1700000000000-x.png%00',
  '$repeat(1,300).png',
  '',
  '.',
  '%',
];
for (const bucket of ['images', 'audios', 'nada', '%00']) {
  for (const name of MEDIA_NAMES) {
    for (const headers of [undefined, { range: 'bytes=abc' }, { range: 'bytes=99999999999-' }]) {
      add({ for: 'media', method: 'GET', url: `/media/${bucket}/${name}`, headers });
    }
  }
}

process.stdout.write(`${JSON.stringify(cases, null, 0).replaceAll('},{', '},\n{')}\n`);
console.error(`${cases.length} casos`);
