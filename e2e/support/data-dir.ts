import { tmpdir } from 'node:os';
import path from 'node:path';

/** The DATA_DIR of the server behind a base URL (see serve-fresh.mjs), for journeys that edit the database. */
export function e2eDataDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  return path.join(tmpdir(), `portal-e2e-${port}`);
}
