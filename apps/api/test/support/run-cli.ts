// Runs one of the operators' commands (apps/api/src/cli/<name>.ts) as `npm run` does: its own process on the
// server's database, with only PATH and the given environment, answering its exit code and output.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const script = path.join(REPO_ROOT, `apps/api/src/cli/${name}.ts`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@portal/source', script, ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', SEED_DEMO: 'false', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
