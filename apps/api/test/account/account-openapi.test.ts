// Every account route is in the OpenAPI document with its body and answers.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app.js';

const ROUTES = [
  ['post', '/api/customer/login/'],
  ['get', '/api/customer/{clientenro}/'],
  ['get', '/api/customer/{clientenro}/cupones/'],
  ['post', '/api/customer/recuperar/password/'],
  ['post', '/api/customer/validar/codigo/'],
  ['post', '/api/customer/resetear/password/'],
  ['post', '/api/customer/recuperar/usuario/'],
  ['post', '/api/service/create/crm/'],
  ['post', '/api/customer/registro/'],
  ['get', '/api/isHuman/challenge/'],
  ['post', '/api/isHuman/recaptcha_request/'],
] as const;

describe('account routes in the OpenAPI document', () => {
  const t = useTestApp();

  it('documents each path with a request body (posts) and a success answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [method, path] of ROUTES) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (method === 'post') expect(operation.requestBody, path).toBeDefined();
      expect(
        Object.keys(operation.responses).some((s) => s.startsWith('2')),
        path,
      ).toBe(true);
      expect(operation.responses['429'], path).toBeDefined();
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev/'))).toBe(false);
  });
});
