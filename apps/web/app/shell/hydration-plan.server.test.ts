import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';
import { hydratesOnInteraction } from './hydration-plan.server';

/** Just the parts of React Router's entry context the plan reads. */
function context({
  leafHandle = HYDRATE_ON_INTERACTION as unknown,
  im = { '1': '/', '2': '/telefonia' } as Record<string, string> | undefined,
  errors = null as Record<string, unknown> | null,
  popups = null as { path: string; list: Record<string, unknown>[] } | null,
} = {}): EntryContext {
  return {
    isSpaMode: false,
    routeModules: { root: {}, 'routes/site-layout': {}, 'routes/internet': { handle: leafHandle } },
    staticHandlerContext: {
      matches: [
        { route: { id: 'root' } },
        { route: { id: 'routes/site-layout' } },
        { route: { id: 'routes/internet' } },
      ],
      loaderData: { root: { publicConfig: {}, config: im ? { im } : null, popups } },
      errors,
    },
  } as unknown as EntryContext;
}

const url = (path: string) => new URL(`https://portal.example${path}`);

describe('hydratesOnInteraction', () => {
  it('defers a page whose route opted in and that shows no pop-up', () => {
    expect(hydratesOnInteraction(context(), url('/internet'), 200)).toBe(true);
    expect(hydratesOnInteraction(context({ im: undefined }), url('/internet'), 200)).toBe(true);
  });

  it('loads at once where a pop-up is mapped and the server could not tell which would show', () => {
    expect(hydratesOnInteraction(context(), url('/telefonia'), 200)).toBe(false);
    expect(hydratesOnInteraction(context(), url('/'), 200)).toBe(false);
  });

  it('defers a page whose pop-ups the server rendered: they open without React', () => {
    const none = { path: '/telefonia', list: [] };
    expect(hydratesOnInteraction(context({ popups: none }), url('/telefonia'), 200)).toBe(true);
    const plain = {
      path: '/',
      list: [{ type: 1, message: '<h2>¡Llegó la fibra!</h2><p>Hasta 1000 Mb</p>' }],
    };
    expect(hydratesOnInteraction(context({ popups: plain }), url('/'), 200)).toBe(true);
  });

  it('loads at once when a pop-up needs the browser to sanitise it, or the pop-ups are of another page', () => {
    const linked = { path: '/', list: [{ type: 1, message: '<a href="/internet">Planes</a>' }] };
    expect(hydratesOnInteraction(context({ popups: linked }), url('/'), 200)).toBe(false);
    const other = { path: '/telefonia', list: [] };
    expect(hydratesOnInteraction(context({ popups: other }), url('/'), 200)).toBe(false);
  });

  it('loads at once for a route that did not opt in, an error or another status', () => {
    expect(hydratesOnInteraction(context({ leafHandle: null }), url('/internet'), 200)).toBe(false);
    expect(hydratesOnInteraction(context({ leafHandle: { other: true } }), url('/internet'), 200)).toBe(
      false,
    );
    expect(hydratesOnInteraction(context({ errors: { root: new Error('x') } }), url('/internet'), 200)).toBe(
      false,
    );
    expect(hydratesOnInteraction(context(), url('/internet'), 404)).toBe(false);
  });
});
