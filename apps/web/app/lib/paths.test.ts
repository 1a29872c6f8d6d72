import { describe, expect, it } from 'vitest';
import { pageTitle, siteName } from './paths';

const rootMatch = (companyCode: number) => [
  { id: 'root', data: { publicConfig: { apiKey: 'k', companyCode, apiHost: '' }, config: null } },
  { id: 'routes/home', data: null },
];

describe('page titles', () => {
  it('name telephony only for the company that sells it', () => {
    expect(siteName(rootMatch(2))).toBe('TV, Internet y Telefonía en Tierra del Fuego');
    expect(pageTitle('Nosotros', rootMatch(20))).toBe('Nosotros | TV e Internet en Tierra del Fuego');
  });

  it('fall back to the default company without root data', () => {
    expect(siteName([undefined])).toBe('TV, Internet y Telefonía en Tierra del Fuego');
  });
});
