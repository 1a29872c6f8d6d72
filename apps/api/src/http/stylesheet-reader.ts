import { readFileSync } from 'node:fs';
import path from 'node:path';

// Hashed build output only: '/assets/<name>.css', optionally with the '#' React Router appends.
const ASSET_STYLESHEET = /^\/assets\/([\w.-]+\.css)#?$/;

/**
 * Reads built stylesheets for inlining into pages (apps/web entry.server). Hashed assets never change
 * under the same name, so each is read from disk once; unknown names give null and keep their <link>.
 */
export function createStylesheetReader(assetsDir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    const name = ASSET_STYLESHEET.exec(href)?.[1];
    if (!name) return null;
    let css = cache.get(name);
    if (css === undefined) {
      try {
        css = readFileSync(path.join(assetsDir, name), 'utf8');
      } catch {
        css = null;
      }
      cache.set(name, css);
    }
    return css;
  };
}
