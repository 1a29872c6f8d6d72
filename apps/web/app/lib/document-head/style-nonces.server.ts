/**
 * React gives every element in the head the one nonce it knows, the scripts' one, but the CSP has a separate
 * nonce for styles. In development React Router inlines critical CSS in a <style>, and Vite gives the styles it
 * injects the nonce of the `csp-nonce` meta: both must carry the style nonce or the page renders unstyled.
 */
export function withStyleNonce(head: string, scriptNonce: string, styleNonce: string): string {
  if (!scriptNonce || !styleNonce) return head;
  return head.replace(
    /<(style|meta property="csp-nonce")([^>]*) nonce="([^"]*)"/g,
    (tag, name, rest, nonce) => (nonce === scriptNonce ? `<${name}${rest} nonce="${styleNonce}"` : tag),
  );
}
