import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/temp-dirs';

// Registered before the file's own hooks, so it runs after them (Vitest calls after-hooks in
// reverse order): the apps, servers and databases that used the folders are closed by then.
afterAll(async () => {
  await removeTempDirs();
});
