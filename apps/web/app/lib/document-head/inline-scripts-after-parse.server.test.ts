import { describe, expect, it } from 'vitest';
import { streamThrough } from '~/test/stream-through';
import { inlineScriptsAfterParse } from './inline-scripts-after-parse.server';

const document =
  '<!DOCTYPE html><html lang="es-AR"><head><title>Internet</title>' +
  '<script type="application/json" id="modules">["/assets/a.js"]</script></head><body><h1>Internet</h1>' +
  '<script nonce="n1">requestAnimationFrame(function open() {});</script>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="text/x-portal-deferred-module">import("/assets/entry.client-B.js");</script>' +
  '<script nonce="n1">for (let i = 0; i < 3; i++) start();</script>' +
  '<script nonce="n1">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

const transform = (chunks: string[]) => streamThrough(chunks, inlineScriptsAfterParse());

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
    const bytes = Array.from(new TextEncoder().encode(text), (byte) => new Uint8Array([byte]));
    const out = await streamThrough(bytes, inlineScriptsAfterParse());
    expect(out).toBe('<p>Río Grande · señal</p><script nonce="ñ" type="module">x()</script>');
  });
});
