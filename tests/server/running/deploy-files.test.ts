/**
 * The deployment recipes (deploy/, docs/deploy.md) cannot be run here (no Docker daemon, no image
 * registry, no systemd), but what they set can be checked: deploy/compose.yaml
 * is a valid Compose file by the Compose Specification's own JSON Schema; every long-running
 * service has a health check and waits for what it needs to be healthy; the media store is a
 * maintained one (not MinIO) whose bucket is made before the servers start; every variable the
 * recipes give Tambora is one it reads, with values that pass the validation the server applies
 * at start; and the proxies send traffic by the servers' readiness. The image's runtime stage
 * itself is run by scripts/check-runtime-stage.mjs in .ci/run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig, REPO_ROOT } from '../../../server/config';

const DEPLOY = join(REPO_ROOT, 'deploy');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  profiles?: string[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  configs?: Record<string, { content?: string }>;
}

const read = (name: string) => readFile(join(DEPLOY, name), 'utf8');

/** As Compose reads it: YAML merge keys (`<<: *tambora`) resolved before anything else. */
async function composeFile(): Promise<ComposeFile> {
  return parse(await read('compose.yaml'), { merge: true }) as ComposeFile;
}

/** Compose's interpolation: ${X:?} must be set, ${X:-default} falls back. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([?-])([^}]*))?\}/g, (_all, name, kind, fallback) => {
    const set = env[name];
    if (kind === '?' && !set) throw new Error(`${name} is required and env.example lacks it`);
    return set || (kind === '-' ? fallback : '');
  });
}

/** NAME=value lines, commented ones too (they document optional settings). */
function envLines(text: string): [string, string][] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]);
}

/** The NAME=value lines in force (not commented out). */
function activeEnv(text: string): Record<string, string> {
  return Object.fromEntries(envLines(text.replace(/^#.*$/gm, '')));
}

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file by the Compose Specification', async () => {
    // Its $schema names draft-07 by an address Ajv does not know; Ajv speaks draft-07 itself.
    const { $schema: _draft, ...schema } = JSON.parse(
      await readFile(join(REPO_ROOT, 'tests/fixtures/deploy/compose-spec.json'), 'utf8'),
    );
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    expect(validate(await composeFile()), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('starts each service once what it needs is healthy, each with its own health check', async () => {
    const compose = await composeFile();
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(
      [
        'bucket',
        'caddy',
        'grafana',
        'postgres',
        'prometheus',
        'seaweedfs',
        'tambora-1',
        'tambora-2',
      ].sort(),
    );
    const dockerfile = await read('Dockerfile');
    for (const [name, service] of Object.entries(services)) {
      if (name === 'bucket') continue;
      // The Tambora processes' check is the image's HEALTHCHECK on /api/v1/health/live.
      const checked = service.healthcheck?.test?.length
        ? true
        : service.build !== undefined &&
          /HEALTHCHECK[\s\S]*\/api\/v1\/health\/live/.test(dockerfile);
      expect(checked, name).toBe(true);
      expect(service.restart, name).toBe('unless-stopped');
    }
    const waitsFor = (name: string) =>
      Object.fromEntries(
        Object.entries(services[name].depends_on ?? {}).map(([on, { condition }]) => [
          on,
          condition,
        ]),
      );
    expect(waitsFor('bucket')).toEqual({ seaweedfs: 'service_healthy' });
    for (const name of ['tambora-1', 'tambora-2']) {
      expect(waitsFor(name)).toEqual({
        postgres: 'service_healthy',
        bucket: 'service_completed_successfully',
      });
    }
    expect(waitsFor('caddy')).toEqual({
      'tambora-1': 'service_healthy',
      'tambora-2': 'service_healthy',
    });
    expect(waitsFor('prometheus')).toEqual(waitsFor('caddy'));
    expect(waitsFor('grafana')).toEqual({ prometheus: 'service_healthy' });
    // The one-shot step runs the project's own command, in the same image.
    expect(services.bucket.command).toEqual([
      'node',
      '--import',
      'tsx',
      'scripts/create-bucket.ts',
    ]);
    expect(services.bucket.image).toBe(services['tambora-1'].image);
  });

  it('keeps media in a maintained S3-compatible store, not MinIO', async () => {
    const compose = await composeFile();
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    expect(images).toContain('chrislusf/seaweedfs:4.12');
    expect(images.some((image) => /minio/i.test(image))).toBe(false);
    for (const file of ['compose.yaml', 'env.example', 'Caddyfile', 'Dockerfile']) {
      expect(await read(file), file).not.toMatch(/minio/i);
    }
    // SeaweedFS is given the same key Tambora signs its requests with.
    const identities = compose.configs?.['seaweedfs-s3']?.content ?? '';
    expect(identities).toMatch(/"accessKey": "\$\{S3_ACCESS_KEY_ID:\?\}"/);
    expect(identities).toMatch(/"secretKey": "\$\{S3_SECRET_ACCESS_KEY:\?\}"/);
  });

  it('gives the servers an environment the server accepts, from env.example alone', async () => {
    const compose = await composeFile();
    const env = activeEnv(await read('env.example'));
    for (const name of ['tambora-1', 'bucket']) {
      const given = Object.fromEntries(
        Object.entries(compose.services[name].environment ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), env),
        ]),
      );
      const unknown = Object.keys(given).filter(
        (key) => !(CONFIG_VARIABLES as string[]).includes(key),
      );
      expect(unknown, name).toEqual([]);
      const config = loadConfig({ ...given, DATA_DIR: '/data', HOST: '0.0.0.0' }, '/app');
      expect(config.storage).toMatchObject({
        kind: 's3',
        endpoint: 'http://seaweedfs:8333',
        bucket: 'tambora-media',
        forcePathStyle: true,
      });
      if (name === 'bucket') continue;
      expect(config.databaseUrl).toMatch(/^postgres:\/\/tambora:.+@postgres:5432\/tambora$/);
      expect(config.publicUrl).toBe('https://musica.example.org');
      // The network Caddy and Tambora share is the range Tambora trusts.
      expect(config.trustProxy).toEqual(['172.28.0.0/24']);
      expect(await read('compose.yaml')).toContain('subnet: 172.28.0.0/24');
    }
  });

  it('monitors only when asked, reading both processes with the metrics token', async () => {
    const compose = await composeFile();
    const { services } = compose;
    for (const name of ['prometheus', 'grafana']) {
      expect(services[name].profiles, name).toEqual(['monitoring']);
    }
    // Compose fills in the token from deploy/.env, for both sides.
    const fromEnv = ['$', '{METRICS_TOKEN:-}'].join('');
    expect(compose.configs?.['metrics-token']?.content).toBe(fromEnv);
    expect(services['tambora-1'].environment?.METRICS_TOKEN).toBe(fromEnv);
    const prometheus = parse(await read('monitoring/prometheus.yml'));
    const [job] = prometheus.scrape_configs;
    expect(job.authorization.credentials_file).toBe('/etc/prometheus/metrics-token');
    expect(job.static_configs[0].targets).toEqual(['tambora-1:8080', 'tambora-2:8080']);
    // Grafana is for the operator: on the host's loopback, never on every interface.
    expect(services.grafana.ports).toEqual(['127.0.0.1:3000:3000']);
  });

  it('has Caddy balance both processes by their readiness', async () => {
    const caddyfile = await read('Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy tambora-1:8080 tambora-2:8080/);
    expect(caddyfile).toContain('health_uri /api/v1/health/ready');
  });
});

describe('the systemd recipe', () => {
  it('gives Tambora only variables it reads, with values it accepts', async () => {
    const text = await read('tambora.env.example');
    for (const [name] of envLines(text)) expect(CONFIG_VARIABLES, name).toContain(name);
    const config = loadConfig(activeEnv(text), '/opt/tambora');
    expect(config).toMatchObject({ cookieSecure: true, trustProxy: ['loopback'], seedDemo: false });
  });
});
