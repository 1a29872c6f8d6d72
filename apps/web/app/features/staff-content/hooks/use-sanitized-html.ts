import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

/**
 * `html` sanitised with the site's pop-up allow-list, null until the sanitiser has loaded. Loaded apart (as the
 * public pop-up loads it) so it stays in its own chunk instead of joining this screen's.
 */
export function useSanitizedHtml(html: string): string | null {
  const [sanitize, setSanitize] = useState<{ run: Sanitize } | null>(null);
  useEffect(() => {
    let current = true;
    void import('~/lib/popup-html/sanitize-message').then(({ sanitizeMessage }) => {
      if (current) setSanitize({ run: sanitizeMessage });
    });
    return () => {
      current = false;
    };
  }, []);
  return sanitize ? sanitize.run(html) : null;
}
