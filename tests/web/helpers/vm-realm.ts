/**
 * The web files run each in a VM context of their own (vitest.config.ts, the web project's pool):
 * its globals are jsdom's window and nothing of Node's, where a browser has more. What the app
 * uses of a browser that jsdom lacks is added here, once per file.
 */
import { Buffer } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

export function completeTheWindow(): void {
  // jsdom's performance has its clock (now(), and the page's timeOrigin the app dates the answer
  // that came with the page by) but no marks, which the app sets when a screen settles. They are
  // added to this window's own Performance, so fake timers stub them as they stub the rest.
  if (typeof performance.mark !== 'function') addMarks(Object.getPrototypeOf(performance));
  // Streamed downloads read a Response body (src/features/offline/whole-download.ts).
  if (typeof ReadableStream === 'undefined') {
    Object.assign(globalThis, { ReadableStream: NodeReadableStream });
  }
  // jsdom's crypto has no subtle. Node's refuses the context's own typed arrays as not
  // BufferSource: the same bytes, copied into one of Node's, hash as a browser hashes them. The app
  // hashes and nothing more (src/features/songs/form/picked-file.ts).
  if (!globalThis.crypto.subtle) {
    const subtle: Pick<SubtleCrypto, 'digest'> = {
      digest: (algorithm, data) =>
        webcrypto.subtle.digest(
          algorithm,
          ArrayBuffer.isView(data)
            ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
            : Buffer.from(data),
        ),
    };
    Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
  }
}

/** User Timing's marks, as much of it as the app and its tests use, kept by this window alone. */
function addMarks(prototype: Performance): void {
  let marks: PerformanceMark[] = [];
  Object.assign(prototype, {
    mark(this: Performance, name: string, options?: PerformanceMarkOptions) {
      const entry = {
        name,
        entryType: 'mark',
        startTime: options?.startTime ?? this.now(),
        duration: 0,
        detail: options?.detail ?? null,
        toJSON() {
          return { ...this };
        },
      } as PerformanceMark;
      marks.push(entry);
      return entry;
    },
    getEntriesByName: (name: string, type?: string) =>
      !type || type === 'mark' ? marks.filter((entry) => entry.name === name) : [],
    clearMarks(name?: string) {
      marks = name === undefined ? [] : marks.filter((entry) => entry.name !== name);
    },
  });
}
