// What a first visit to `/` really costs a phone: bytes on the wire as Chromium received them
// (CDP's encodedDataLength, surfaced by Playwright as request.sizes()), against the real server
// with nothing in front of it. Compression, caching and lazy loading all count as they happen.
// The service worker's precache is measured the same way, from the worker's own requests.
import { type Browser, chromium, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium';

export type WireKind = 'document' | 'js' | 'css' | 'api' | 'image' | 'other';

export interface WireFile {
  url: string;
  kind: WireKind;
  /** Response body bytes as received (compressed when the server compressed them). */
  bodyBytes: number;
  /** Response header bytes: a phone pays for those too. */
  headerBytes: number;
  contentEncoding: string | null;
}

export interface FirstVisitWire {
  page: WireFile[];
  precache: WireFile[];
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

export const WIRE_BUDGET = {
  /** Document + JS + CSS + API JSON of the first visit to `/`. */
  firstVisitBytes: 200 * 1024,
  /** The same with images. */
  firstVisitWithImagesBytes: 350 * 1024,
  /** What the service worker downloads to precache the shell. */
  precacheBytes: 600 * 1024,
};

function kindOf(request: Request, baseUrl: string): WireKind {
  const type = request.resourceType();
  const path = request.url().slice(baseUrl.length);
  if (type === 'document' || path === '/' || path.endsWith('.html')) return 'document';
  if (path.startsWith('/api/')) return 'api';
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (type === 'image' || /\.(png|webp|jpe?g|svg|ico|avif)$/.test(path)) return 'image';
  return 'other';
}

async function describe(request: Request, baseUrl: string): Promise<WireFile | null> {
  const response = await request.response();
  if (!response) return null;
  const sizes = await request.sizes();
  const headers = await response.allHeaders();
  return {
    url: request.url().slice(baseUrl.length),
    kind: kindOf(request, baseUrl),
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
    contentEncoding: headers['content-encoding'] ?? null,
  };
}

/**
 * A new person on a phone opens `/`: everything the page downloads until the network is quiet,
 * then everything the service worker downloads to precache the shell (it starts once the page
 * is idle), until it is active.
 */
export async function measureFirstVisitWire(
  baseUrl: string,
  browser?: Browser,
): Promise<FirstVisitWire> {
  const own = browser
    ? null
    : await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const active = browser ?? (own as Browser);
  try {
    const context = await active.newContext({ ...PHONE, serviceWorkers: 'allow', locale: 'es-DO' });
    const pageRequests: Request[] = [];
    const workerRequests: Request[] = [];
    const finished: Promise<unknown>[] = [];
    const track = (request: Request) => {
      if (!request.url().startsWith(baseUrl)) return;
      (request.serviceWorker() ? workerRequests : pageRequests).push(request);
      finished.push(
        request
          .response()
          .then((r) => r?.finished())
          .catch(() => null),
      );
    };
    context.on('request', track);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const pageSnapshot = [...pageRequests];
    // The worker precaches during install; `ready` resolves once it is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    await Promise.all(finished);
    const describeAll = async (requests: Request[]) =>
      (await Promise.all(requests.map((r) => describe(r, baseUrl)))).filter(
        (f): f is WireFile => f !== null,
      );
    const result = {
      page: await describeAll(pageSnapshot),
      precache: await describeAll(workerRequests),
    };
    await context.close();
    return result;
  } finally {
    await own?.close();
  }
}

export function wireBytes(file: WireFile): number {
  return file.bodyBytes + file.headerBytes;
}

export function totalBytes(files: WireFile[], kinds?: WireKind[]): number {
  return files
    .filter((f) => !kinds || kinds.includes(f.kind))
    .reduce((sum, f) => sum + wireBytes(f), 0);
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const KINDS: WireKind[] = ['document', 'js', 'css', 'api', 'image', 'other'];
const KIND_LABELS: Record<WireKind, string> = {
  document: 'documento',
  js: 'JS',
  css: 'CSS',
  api: 'API (JSON)',
  image: 'imágenes',
  other: 'otros',
};

/** The budget's figures: what the first visit and the precache cost on the wire. */
export function wireTotals(result: FirstVisitWire) {
  return {
    firstVisit: totalBytes(result.page, ['document', 'js', 'css', 'api']),
    firstVisitWithImages: totalBytes(result.page, ['document', 'js', 'css', 'api', 'image']),
    precache: totalBytes(result.precache),
  };
}

/** One line per kind, then the totals against their budgets. */
export function describeWire(result: FirstVisitWire): string[] {
  const lines = KINDS.map((kind) => {
    const files = result.page.filter((file) => file.kind === kind);
    const compressed = files.filter((file) => file.contentEncoding).length;
    return `  ${KIND_LABELS[kind].padEnd(11)} ${kb(totalBytes(files)).padStart(9)} en ${files.length} respuestas (${compressed} comprimidas)`;
  });
  const totals = wireTotals(result);
  const check = (bytes: number, limit: number) =>
    `${kb(bytes)} (presupuesto ${kb(limit)}) ${bytes <= limit ? '✔' : '✘'}`;
  return [
    ...lines,
    `  primera visita sin imágenes: ${check(totals.firstVisit, WIRE_BUDGET.firstVisitBytes)}`,
    `  primera visita con imágenes: ${check(totals.firstVisitWithImages, WIRE_BUDGET.firstVisitWithImagesBytes)}`,
    `  precaché del service worker: ${check(totals.precache, WIRE_BUDGET.precacheBytes)} en ${result.precache.length} respuestas`,
  ];
}

/** The budgets a measurement breaks, in words; empty when it keeps them all. */
export function wireBudgetFailures(result: FirstVisitWire): string[] {
  const totals = wireTotals(result);
  const failures: string[] = [];
  if (result.page.filter((file) => file.kind === 'js').length === 0) {
    failures.push('La primera visita no descargó ningún script: la medición no es válida.');
  }
  if (result.precache.length === 0) {
    failures.push('El service worker no precargó nada: la medición no es válida.');
  }
  if (totals.firstVisit > WIRE_BUDGET.firstVisitBytes) {
    failures.push(`Primera visita: ${kb(totals.firstVisit)} > ${kb(WIRE_BUDGET.firstVisitBytes)}`);
  }
  if (totals.firstVisitWithImages > WIRE_BUDGET.firstVisitWithImagesBytes) {
    failures.push(
      `Primera visita con imágenes: ${kb(totals.firstVisitWithImages)} > ${kb(WIRE_BUDGET.firstVisitWithImagesBytes)}`,
    );
  }
  if (totals.precache > WIRE_BUDGET.precacheBytes) {
    failures.push(`Precaché: ${kb(totals.precache)} > ${kb(WIRE_BUDGET.precacheBytes)}`);
  }
  return failures;
}
