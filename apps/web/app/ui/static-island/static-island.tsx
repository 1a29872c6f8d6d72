import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { isFirstHydration } from './hydration-state';

type IslandTag = 'div' | 'section' | 'footer' | 'ul' | 'nav' | 'article';

export interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  as?: IslandTag;
  children: ReactNode;
  /**
   * What the server could not know (e.g. the visitor's session): while it keeps the value it had at
   * hydration the server's HTML stays; once it changes the island renders its children for good.
   */
  clientKey?: string | number | boolean;
}

/**
 * Server-rendered content that the first hydration leaves alone (ADR 0019): React claims the wrapper and
 * keeps the HTML inside as the server sent it, so static text and links cost no hydration work on a phone.
 * Events inside still reach the wrapper's own handlers (delegation: read the target's data-* attributes).
 * A client navigation renders the children normally. Only for content whose props do not change while the
 * page is open: the kept HTML is never updated.
 */
export function StaticIsland({ as: Tag = 'div', children, clientKey, ...props }: StaticIslandProps) {
  const [hydrationKey] = useState(() => (isFirstHydration() ? { value: clientKey } : null));
  const [released, setReleased] = useState(false);
  // Derived state: the first render with a new key releases the island, and it never goes back.
  if (hydrationKey && !released && clientKey !== hydrationKey.value) setReleased(true);
  const keepServerHtml = hydrationKey !== null && !released;
  if (keepServerHtml)
    // An empty __html makes React treat the element as a leaf and not compare what is inside it.
    return <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <Tag {...props}>{children}</Tag>;
}
