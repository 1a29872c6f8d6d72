// The OpenAPI document is valid for standard tools: Redocly's recommended rules find no problem. The spec's
// paths end in a slash (design §5 keeps them exactly), so only that rule is off.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { operationsApi, sessionApi } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app.js';

describe('OpenAPI document', () => {
  const t = useTestApp();
  let doc: { paths: Record<string, Record<string, { operationId?: string }>> };
  beforeAll(async () => {
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  });

  // Warnings stay allowed: the probes have no 4xx answer and the portal has no public licence to name.
  it('passes redocly lint with the recommended rules without an error', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const report = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(report).toEqual([]);
  });

  it('names each operation after its contract', () => {
    expect(doc.paths['/api/customer/{clientenro}/']?.get?.operationId).toBe(
      sessionApi.getDataClient.operationId,
    );
    expect(doc.paths['/readyz']?.get?.operationId).toBe(operationsApi.ready.operationId);
  });
});
