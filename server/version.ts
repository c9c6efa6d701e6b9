import { readFileSync } from 'node:fs';
import { z } from 'zod';

const packageJson = z.object({ version: z.string() });

/** The app's version, from package.json, read once. */
export const APP_VERSION: string = packageJson.parse(
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')),
).version;
