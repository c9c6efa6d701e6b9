// The frame of a maintenance command (backup, restore, media:to-s3): the configuration read as
// the server reads it, and any failure told in one line with exit code 1, never a stack trace.
import { type Config, loadConfig } from '../../server/config';

export async function runCommand(work: (config: Config) => Promise<void>): Promise<void> {
  try {
    await work(loadConfig(process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
