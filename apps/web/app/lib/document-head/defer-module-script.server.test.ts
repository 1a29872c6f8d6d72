import { describe, expect, it } from 'vitest';
import { streamThrough } from '~/test/stream-through';
import { DEFERRED_MODULE_TYPE } from '../deferred-hydration/trigger';
import { deferModuleScript } from './defer-module-script.server';

const routeModules =
  '<script nonce="n" type="module" async="">import "/assets/manifest.js";\n' +
  'import * as route0 from "/assets/root-A.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");</script>';
const document =
  '<!DOCTYPE html><html lang="es-AR"><head><title>Internet</title></head><body><h1>Internet</h1>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  routeModules +
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

const transform = (chunks: string[]) => streamThrough(chunks, deferModuleScript());

const deferredOpen = `<script nonce="n" type="${DEFERRED_MODULE_TYPE}">`;

describe('deferModuleScript', () => {
  it('gives the route-modules script a type the browser does not run, and changes nothing else', async () => {
    const result = await transform([document]);
    expect(result).toBe(document.replace('<script nonce="n" type="module" async="">', deferredOpen));
    expect(result).not.toContain('type="module"');
  });

  it('finds the script when the chunks split its tag, its text or a character', async () => {
    const bytes = new TextEncoder().encode(document);
    // Splits inside the opening tag, inside the script text, inside the title and inside the doctype.
    for (const at of [document.indexOf('type="mod'), document.indexOf('__reactRouter'), 60, 8]) {
      const decoder = new TextDecoder();
      const first = decoder.decode(bytes.slice(0, at), { stream: true });
      const second = decoder.decode(bytes.slice(at));
      expect(await transform([first, second])).toContain(deferredOpen);
    }
    expect(await transform([...document])).toContain(deferredOpen);
  });

  it('passes another inline module on and keeps looking after it', async () => {
    const other = '<script nonce="n" type="module" async="">console.log("x")</script>';
    const result = await transform([document.replace(routeModules, other + routeModules)]);
    expect(result).toContain(other);
    expect(result).toContain(deferredOpen);
  });

  it('leaves a document without React Router scripts as it came', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Señal</p></body></html>';
    expect(await transform([plain.slice(0, 20), plain.slice(20)])).toBe(plain);
  });
});
