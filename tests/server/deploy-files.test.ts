/**
 * The deployment recipes (deploy/, docs/deploy.md) cannot be run here (no Docker, no systemd), but
 * what they set can be checked: every variable they give Tambora is one it reads, and the values
 * they hold pass the same validation the server applies at start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig, REPO_ROOT } from '../../server/config';

const deployFile = (name: string) => readFileSync(join(REPO_ROOT, 'deploy', name), 'utf8');

/** NAME=value lines, commented ones too (they document optional settings). */
function envLines(text: string): [string, string][] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]);
}

/** The NAME=value lines in force (not commented out). */
function activeEnv(text: string): Record<string, string> {
  return Object.fromEntries(envLines(text.replace(/^#.*$/gm, '')));
}

/** The environment compose.yaml gives both Tambora services, with env.example's values put in. */
function composeEnvironment(): Record<string, string> {
  const compose = deployFile('compose.yaml');
  const example = activeEnv(deployFile('env.example'));
  const block = compose.slice(compose.indexOf('  environment:'), compose.indexOf('  depends_on:'));
  const env: Record<string, string> = {};
  for (const [, name, raw] of block.matchAll(/^ {4}([A-Z][A-Z0-9_]+): (.*)$/gm)) {
    env[name] = raw
      .replace(/^"|"$/g, '')
      .replace(
        /\$\{([A-Z_]+)(?::\?|:-([^}]*))?\}/g,
        (_all, variable: string, fallback?: string) => example[variable] ?? fallback ?? '',
      );
  }
  return env;
}

describe('deployment recipes', () => {
  it('compose.yaml gives Tambora only variables it reads, with values it accepts', () => {
    const env = composeEnvironment();
    expect(Object.keys(env).length).toBeGreaterThan(10);
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, name).toContain(name);
    const config = loadConfig(env, '/app');
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'tambora-media' });
    expect(config.databaseUrl).toMatch(/^postgres:\/\/tambora:.+@postgres:5432\/tambora$/);
    expect(config.publicUrl).toBe('https://musica.example.org');
    expect(config.trustProxy).toEqual(['172.28.0.0/24']);
    // The network Caddy and Tambora share is the range Tambora trusts.
    expect(deployFile('compose.yaml')).toContain('subnet: 172.28.0.0/24');
  });

  it('the systemd environment file names only variables Tambora reads, with values it accepts', () => {
    const lines = envLines(deployFile('tambora.env.example'));
    for (const [name] of lines) expect(CONFIG_VARIABLES, name).toContain(name);
    const config = loadConfig(activeEnv(deployFile('tambora.env.example')), '/opt/tambora');
    expect(config).toMatchObject({ cookieSecure: true, trustProxy: ['loopback'], seedDemo: false });
  });

  it('the proxies ask the readiness route that exists', () => {
    expect(deployFile('Caddyfile')).toContain('health_uri /api/v1/health/ready');
    expect(deployFile('Dockerfile')).toContain('/api/v1/health/ready');
  });
});
