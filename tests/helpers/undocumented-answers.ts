/**
 * The answers server tests got with a status their route does not document (test-app.ts records
 * them, tests/server/setup.ts fails the test). Apart from test-app.ts so that the setup, which
 * every server test file loads (some in jsdom), imports nothing of the server.
 */
const undocumented: string[] = [];

export function recordUndocumentedAnswer(where: string): void {
  undocumented.push(where);
}

/** The undocumented answers recorded since the last call, each once; the record is emptied. */
export function takeUndocumentedAnswers(): string[] {
  return [...new Set(undocumented.splice(0))];
}
