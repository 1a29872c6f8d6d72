import type { PortalLoadContext } from '../config/load-context';

type StylesheetReader = NonNullable<PortalLoadContext['readStylesheet']>;

const STYLESHEET_LINK = /<link [^>]*rel="stylesheet"[^>]*>/g;
const HREF = / href="([^"]+)"/;

/**
 * Puts each route stylesheet's rules in the head, so the first paint waits for no CSS request.
 * The <link> stays for hydration (React matches head links by rel and href) but is `disabled`, so the
 * browser neither fetches nor applies it; React does not touch attributes it did not render. Stylesheets
 * of routes reached later by client navigation load through React Router's links as usual.
 */
export function inlineStylesheets(head: string, read: StylesheetReader, nonce: string | undefined): string {
  return head.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href ? read(href) : null;
    if (css === null || /<\/style/i.test(css)) return link;
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
    return `<style${nonceAttribute} data-href="${href}">${css}</style>${link.replace('<link ', '<link disabled="" ')}`;
  });
}
