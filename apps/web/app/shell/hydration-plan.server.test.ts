import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';
import { hydratesOnInteraction } from './hydration-plan.server';

/** Just the parts of React Router's entry context the plan reads. */
function context({
  leafHandle = HYDRATE_ON_INTERACTION as unknown,
  im = { '1': '/', '2': '/telefonia' } as Record<string, string> | undefined,
  errors = null as Record<string, unknown> | null,
  popupKeys = null as string[] | null,
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
      loaderData: { root: { publicConfig: {}, config: im ? { im } : null, popupKeys } },
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

  it('defers a page with pop-ups once it knows them: the trigger then checks what this visitor closed', () => {
    expect(hydratesOnInteraction(context({ popupKeys: [] }), url('/telefonia'), 200)).toBe(true);
    expect(hydratesOnInteraction(context({ popupKeys: ['2-popup-closed-1-abc'] }), url('/'), 200)).toBe(true);
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
