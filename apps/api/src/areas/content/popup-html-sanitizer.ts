// Sanitises staff-authored pop-up HTML with DOMPurify and the shared allow-list (@portal/domain), on save and
// when the cached pop-up list is built (design §7, ADR 0015). jsdom would add about 100 MB to the idle process
// (budget: 150 MB), so DOMPurify runs in a child process started only for HTML it has not seen, and each
// result is remembered: the list is rebuilt every second, the child runs when a message changes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPlainPopupMarkup } from '@portal/domain';

const CHILD_TIMEOUT_MS = 30_000;
const MEMO_LIMIT = 500;

/** From TypeScript sources (tests, npm run dev) the child runs through tsx, as the parent does. */
function childCommand(): string[] {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./popup-html-child.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  if (!fromSource) return [entry];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, '--conditions=@portal/source', entry];
}

function sanitizeInChild(list: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, childCommand(), { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(
          new Error(`pop-up HTML sanitiser exited with ${code ?? signal}: ${stderr.trim().slice(-500)}`),
        );
        return;
      }
      const result = JSON.parse(stdout) as string[];
      if (result.length !== list.length) reject(new Error('pop-up HTML sanitiser lost entries'));
      else resolve(result);
    });
    child.stdin.end(JSON.stringify(list));
  });
}

export interface PopupHtmlSanitizer {
  /** The same strings, sanitised, in order. */
  sanitizeAll(list: readonly string[]): Promise<string[]>;
}

export function createPopupHtmlSanitizer(): PopupHtmlSanitizer {
  const memo = new Map<string, string>();
  return {
    async sanitizeAll(list) {
      const unknown = [...new Set(list.filter((html) => !isPlainPopupMarkup(html) && !memo.has(html)))];
      const fresh = new Map<string, string>();
      if (unknown.length > 0) {
        const clean = await sanitizeInChild(unknown);
        unknown.forEach((html, index) => fresh.set(html, clean[index] ?? ''));
      }
      // Fail closed: HTML that is neither plain nor sanitised is never returned as it came.
      const result = list.map((html) =>
        isPlainPopupMarkup(html) ? html : (fresh.get(html) ?? memo.get(html) ?? ''),
      );
      if (memo.size + fresh.size > MEMO_LIMIT) memo.clear();
      for (const [html, clean] of fresh) memo.set(html, clean);
      return result;
    },
  };
}

/** One per process: the seed and the services share what it has already sanitised. */
export const popupHtmlSanitizer = createPopupHtmlSanitizer();
