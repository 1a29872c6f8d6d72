import { describe, expect, it } from 'vitest';
import { withStyleNonce } from './style-nonces.server';
import { coalesceSynchronousChunks } from './coalesce-chunks.server';
import { createHeadTransform } from './head-transform.server';
import { inlineStylesheets } from './inline-stylesheets.server';
import { lowerModulePreloads } from './lower-module-preloads.server';

const head =
  '<!DOCTYPE html><html lang="es-AR"><head><meta charSet="utf-8"/><title>Televisión</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root-C.css"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/button-D.css#"/>';
const body = '</head><body><h1>Señal en Ushuaia</h1></body></html>';

describe('lowerModulePreloads', () => {
  it('moves the modulepreload links after the stylesheets, with a low fetch priority', () => {
    const result = lowerModulePreloads(head);
    expect(result.indexOf('button-D.css')).toBeLessThan(result.indexOf('entry.client-A.js'));
    expect(result.match(/<link fetchpriority="low" rel="modulepreload"/g)).toHaveLength(2);
    expect(result.match(/modulepreload/g)).toHaveLength(2);
  });

  it('lists the scripts for the trigger to prefetch after load, on a page that hydrates on interaction', () => {
    const result = lowerModulePreloads(head, 'prefetch');
    expect(result).not.toContain('modulepreload');
    expect(result).not.toContain('<link fetchpriority');
    const list = /<script type="application\/json" id="portal-deferred-modules">(.*?)<\/script>/.exec(result);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js']);
    expect(result.indexOf('button-D.css')).toBeLessThan(result.indexOf('entry.client-A.js'));
  });

  it('leaves a head without preloads untouched', () => {
    const plain = '<head><title>x</title><link rel="stylesheet" href="/a.css"/>';
    expect(lowerModulePreloads(plain)).toBe(plain);
  });
});

describe('inlineStylesheets', () => {
  const sheets: Record<string, string> = {
    '/assets/root-C.css': 'body{margin:0}',
    '/assets/button-D.css#': '.b{color:red}',
  };
  const read = (href: string) => sheets[href] ?? null;

  it('puts each stylesheet inline with the style nonce and disables its link', () => {
    const result = inlineStylesheets(head, read, 'style-nonce');
    expect(result).toContain(
      '<style nonce="style-nonce" data-href="/assets/root-C.css">body{margin:0}</style>',
    );
    expect(result).toContain('<link disabled="" nonce="n" rel="stylesheet" href="/assets/root-C.css"/>');
    expect(result).toContain('.b{color:red}</style><link disabled=""');
    expect(result.match(/<link [^>]*rel="stylesheet"/g)).toHaveLength(2);
  });

  it('keeps the link when the stylesheet cannot be read or would close the style element', () => {
    expect(inlineStylesheets(head, () => null, 'x')).toBe(head);
    expect(inlineStylesheets(head, () => 'a{}</style><script>alert(1)</script>', 'x')).toBe(head);
  });
});

describe('withStyleNonce', () => {
  it('gives styles and the csp-nonce meta the style nonce, and leaves scripts with theirs', () => {
    const head =
      '<meta property="csp-nonce" nonce="s1"/><style data-react-router-critical-css="" nonce="s1">a{}</style>' +
      '<script nonce="s1">x()</script><style nonce="other">b{}</style>';
    expect(withStyleNonce(head, 's1', 'y2')).toBe(
      '<meta property="csp-nonce" nonce="y2"/><style data-react-router-critical-css="" nonce="y2">a{}</style>' +
        '<script nonce="s1">x()</script><style nonce="other">b{}</style>',
    );
    expect(withStyleNonce(head, '', 'y2')).toBe(head);
  });
});

describe('createHeadTransform', () => {
  async function pipeInChunks(document: string, size: number) {
    const bytes = Buffer.from(document, 'utf8');
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(new Uint8Array(chunk)));
        controller.close();
      },
    });
    return new Response(source.pipeThrough(createHeadTransform(lowerModulePreloads))).text();
  }

  it('rewrites the head even when tags and multi-byte characters are split across chunks', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      expect(await pipeInChunks(head + body, size)).toBe(lowerModulePreloads(head) + body);
    }
  });

  it('passes a document without a head through unchanged', async () => {
    const fragment = '<p>Ocurrió un error</p>';
    expect(await pipeInChunks(fragment, 5)).toBe(fragment);
  });
});

describe('coalesceSynchronousChunks', () => {
  it('joins what is written in one task and keeps later writes apart', async () => {
    const encoder = new TextEncoder();
    let later: () => void = () => {};
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ['<html><head>', '</head><body>', '<header>Línea</header>']) {
          controller.enqueue(encoder.encode(piece));
        }
        later = () => {
          controller.enqueue(encoder.encode('<p>después</p></body></html>'));
          controller.close();
        };
      },
    });
    const reader = source.pipeThrough(coalesceSynchronousChunks()).getReader();
    const decoder = new TextDecoder();

    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('<html><head></head><body><header>Línea</header>');
    later();
    const second = await reader.read();
    expect(decoder.decode(second.value)).toBe('<p>después</p></body></html>');
    expect((await reader.read()).done).toBe(true);
  });
});
