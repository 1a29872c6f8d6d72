// The inline scripts React Router, React and the page write: a nonce and nothing else on the tag.
const CLASSIC_INLINE_SCRIPT = /<script nonce="([^"<>]*)">/g;

/**
 * Runs a deferred page's inline scripts after the parse instead of in the middle of it (ADR 0079): each one
 * becomes an inline module, which the browser runs in document order once the document is parsed, before
 * DOMContentLoaded. In the parse each script lengthened the task that reached it, and the first paid for
 * setting up the page's scripting; after it, each runs in a short task of its own. Every inline script of the
 * page changes, so their order among themselves stays (React Router's data scripts need its context first).
 * Passes the stream through, holding back only an opening tag split between two chunks.
 */
export function inlineScriptsAfterParse(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  const rewrite = (text: string) => text.replace(CLASSIC_INLINE_SCRIPT, '<script nonce="$1" type="module">');

  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      // A '<' with no '>' after it may open a tag that the next chunk completes.
      const lastOpen = pending.lastIndexOf('<');
      const keep = lastOpen !== -1 && !pending.includes('>', lastOpen) ? lastOpen : pending.length;
      const out = rewrite(pending.slice(0, keep));
      pending = pending.slice(keep);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const rest = rewrite(pending + decoder.decode());
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
