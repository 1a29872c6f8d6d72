import { describe, expect, it } from 'vitest';
import { inlineScriptsAfterParse } from './inline-scripts-after-parse.server';

const document =
  '<!DOCTYPE html><html lang="es-AR"><head><title>Internet</title>' +
  '<script type="application/json" id="modules">["/assets/a.js"]</script></head><body><h1>Internet</h1>' +
  '<script nonce="n1">requestAnimationFrame(function open() {});</script>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="text/x-portal-deferred-module">import("/assets/entry.client-B.js");</script>' +
  '<script nonce="n1">for (let i = 0; i < 3; i++) start();</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/** Pushes `chunks` through the transform and returns what comes out, joined. */
async function transform(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(input.pipeThrough(inlineScriptsAfterParse())).text();
}

const expected = document.replaceAll('<script nonce="n1">', '<script nonce="n1" type="module">');

describe('inlineScriptsAfterParse', () => {
  it('makes every classic inline script a module and leaves typed scripts and everything else alone', async () => {
    const result = await transform([document]);
    expect(result).toBe(expected);
    expect(result.match(/type="module"/g)).toHaveLength(4);
    expect(result).toContain('<script nonce="n1" type="text/x-portal-deferred-module">');
    expect(result).toContain('<script type="application/json" id="modules">');
  });

  it('finds a tag split between chunks anywhere, even one character at a time', async () => {
    for (let at = 1; at < document.length; at += 7)
      expect(await transform([document.slice(0, at), document.slice(at)])).toBe(expected);
    expect(await transform([...document])).toBe(expected);
  });

  it('keeps multi-byte characters whole across chunks', async () => {
    const text = '<p>Río Grande · señal</p><script nonce="ñ">x()</script>';
    const bytes = new TextEncoder().encode(text);
    const input = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const out = await new Response(input.pipeThrough(inlineScriptsAfterParse())).text();
    expect(out).toBe('<p>Río Grande · señal</p><script nonce="ñ" type="module">x()</script>');
  });
});
