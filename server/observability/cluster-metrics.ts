/**
 * A cluster's metrics (`npm run start:cluster`): whichever worker a scrape reaches asks the
 * primary, which gathers every worker's registry over IPC and answers with their sum (prom-client's
 * AggregatorRegistry). One scrape thus counts every worker's requests, heap and jobs, behind the
 * one port the cluster shares, with no port per worker for Prometheus to know about.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'tambora:metrics';
const ANSWER = 'tambora:metrics-answer';
/** The primary waits this long for every worker (prom-client's own limit is 5 s). */
const ANSWER_TIMEOUT_MS = 10_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * How this process reads `registry` for a scrape: itself, or, in a cluster's worker, the
 * primary's sum over all workers.
 */
export function scraperFor(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // Answers the primary's gathering with this worker's registry.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? 'sin respuesta del proceso principal'));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('el proceso principal no reunió las métricas a tiempo'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}

/** In the cluster's primary: answers a worker's ask with every worker's metrics summed. */
export function gatherWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: Ask) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    const timeout = setTimeout(
      () => reply({ error: 'un proceso no respondió' }),
      ANSWER_TIMEOUT_MS,
    );
    aggregator.clusterMetrics().then(
      (text) => {
        clearTimeout(timeout);
        reply({ text });
      },
      (error: unknown) => {
        clearTimeout(timeout);
        reply({ error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}
