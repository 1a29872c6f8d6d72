import { isPlainPopupMarkup } from '@portal/domain';
import { useEffect, useState } from 'react';

/**
 * The pop-up's message, safe to render. Text with bare allow-listed tags has nothing to remove and shows at
 * once; anything else waits for DOMPurify, which then loads on its own (ADR 0019: most pop-ups never pay for
 * it). Null until it is ready.
 */
export function useSafeMessage(message: string): string | null {
  const plain = isPlainPopupMarkup(message);
  const [sanitized, setSanitized] = useState<{ message: string; html: string } | null>(null);
  useEffect(() => {
    if (plain) return;
    let current = true;
    void import('~/lib/popup-html/sanitize-message').then(({ sanitizeMessage }) => {
      if (current) setSanitized({ message, html: sanitizeMessage(message) });
    });
    return () => {
      current = false;
    };
  }, [message, plain]);
  if (plain) return message;
  return sanitized?.message === message ? sanitized.html : null;
}
