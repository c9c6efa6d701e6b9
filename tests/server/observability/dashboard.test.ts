/**
 * The dashboard and the alert rules of deploy/monitoring (docs/architecture.md "Observability")
 * name only metrics the server exports: a renamed metric would leave a panel empty and an alert
 * silent, and nothing else would say so. (promtool checks the rules' syntax and behaviour in CI.)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../../server/config';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const TOKEN = 'token-de-metricas-para-pruebas';
const MONITORING = join(REPO_ROOT, 'deploy/monitoring');

/** The metrics a PromQL expression reads (Prometheus' own, like `up`, left aside). */
function metricsIn(expression: string): string[] {
  return expression.match(/\b(?:tambora|nodejs|process)_[a-z0-9_]+/g) ?? [];
}

/** Every series name a scrape can hold: a histogram's buckets, sum and count too. */
function exported(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram')
      for (const part of ['_bucket', '_sum', '_count']) names.add(name + part);
  }
  return names;
}

describe('deploy/monitoring', () => {
  let t: TestApp;
  let names: Set<string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    names = exported(scrape.body);
  });
  afterAll(() => t?.close());

  it('has a dashboard whose every panel reads metrics the server exports', async () => {
    const dashboard = JSON.parse(
      await readFile(join(MONITORING, 'grafana/dashboards/tambora.json'), 'utf8'),
    ) as { uid: string; panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.uid).toBe('tambora');
    const titles = dashboard.panels.map((panel) => panel.title);
    for (const wanted of ['Latencia p99 por ruta', 'Errores 5xx', 'Colas: el más antiguo']) {
      expect(titles).toContain(wanted);
    }
    for (const panel of dashboard.panels) {
      const read = panel.targets.flatMap((target) => metricsIn(target.expr));
      expect(read.length, panel.title).toBeGreaterThan(0);
      for (const name of read) expect(names.has(name), `${panel.title}: ${name}`).toBe(true);
    }
  });

  it('has alert rules that read metrics the server exports', async () => {
    const rules = parse(await readFile(join(MONITORING, 'alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const alerts = rules.groups.flatMap((group) => group.rules);
    expect(alerts.map((rule) => rule.alert).sort()).toEqual(
      [
        'TamboraCaida',
        'TamboraColaAtascada',
        'TamboraErrores5xx',
        'TamboraErroresDeAlmacenamiento',
        'TamboraLenta',
        'TamboraNoLista',
      ].sort(),
    );
    for (const rule of alerts) {
      for (const name of metricsIn(rule.expr)) {
        expect(names.has(name), `${rule.alert}: ${name}`).toBe(true);
      }
    }
  });
});
