/**
 * Who is told about each statement the database runs: the statement-time histogram and, when
 * tracing is on, a span per statement (server/observability). With nobody listening a statement
 * costs one size check more.
 */
import type pg from 'pg';

/** A statement starts; what the observer returns is called once when it ends. */
export type StatementObserver = (text: string) => (error?: unknown) => void;

export class StatementObservers {
  private readonly observers = new Set<StatementObserver>();

  /** Adds `observer`; the function returned removes it. */
  add(observer: StatementObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  get empty(): boolean {
    return this.observers.size === 0;
  }

  /** Tells every observer `text` starts; call what is returned when it ends. */
  start(text: string): (error?: unknown) => void {
    const ends = [...this.observers].map((observer) => observer(text));
    return (error) => {
      for (const end of ends) end(error);
    };
  }

  /** Runs `work` (one statement) under observation. */
  async time<T>(text: string, work: () => Promise<T>): Promise<T> {
    if (this.empty) return work();
    const end = this.start(text);
    try {
      const result = await work();
      end();
      return result;
    } catch (error) {
      end(error);
      throw error;
    }
  }
}

type LooseQuery = (...args: unknown[]) => unknown;

/**
 * Observes every statement of a node-postgres client, whichever way it is called: with a promise
 * (drizzle inside a transaction, rawTransaction) or with a callback (Pool.query, which drizzle
 * uses outside one). A cursor (a Submittable) is let through unobserved: nothing here makes one.
 */
export function observeClient(client: pg.PoolClient, observers: StatementObservers): void {
  const original = client.query.bind(client) as LooseQuery;
  const observed: LooseQuery = (...args) => {
    if (observers.empty) return original(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return original(...args);
    const end = observers.start(text);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        end(error ?? undefined);
        callback(error, result);
      };
      return original(...args);
    }
    const answer = original(...args) as Promise<unknown>;
    answer.then(
      () => end(),
      (error: unknown) => end(error),
    );
    return answer;
  };
  (client as unknown as { query: LooseQuery }).query = observed;
}
