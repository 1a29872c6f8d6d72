import { describe, expect, it } from 'vitest';
import { devRoutes } from '~/routes';

describe('development routes', () => {
  it('exist outside production only', () => {
    expect(devRoutes('development').map((entry) => entry.path)).toEqual(['dev/ui']);
    expect(devRoutes(undefined).map((entry) => entry.path)).toEqual(['dev/ui']);
    expect(devRoutes('production')).toEqual([]);
  });
});
