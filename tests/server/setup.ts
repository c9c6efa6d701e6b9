import { afterAll, afterEach } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dirs';
import { takeUndocumentedAnswers } from '../helpers/undocumented-answers';

// Registered before the file's own hooks, so it runs after them (Vitest calls after-hooks in
// reverse order): the apps, servers and databases that used the folders are closed by then.
afterAll(async () => {
  await removeTempDirs();
});

// docs/architecture.md "Running it for others", the API document as a contract: a test whose
// requests got an answer their route does not declare fails, whatever the test itself checked.
afterEach(() => {
  const undocumented = takeUndocumentedAnswers();
  if (undocumented.length > 0) {
    throw new Error(`Respuestas no documentadas en la API: ${undocumented.join('; ')}`);
  }
});
