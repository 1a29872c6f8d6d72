import { describe, expect, it } from 'vitest';
import { isTestHost } from './test-host';

describe('isTestHost', () => {
  it.each([
    'test.example.com',
    'api-test.example.com',
    'qa.portal.com.ar:8443',
    'staging.example.com',
    'portal.sandbox.example.com',
    'testing-api.example.com',
    'TEST.EXAMPLE.COM',
  ])('shows the TEST badge for %s', (host) => {
    expect(isTestHost(host)).toBe(true);
  });

  it.each([
    'localhost:3000',
    'www.example.com',
    'contest.example.com',
    'latest.example.com',
    'attestqa.com',
    '',
  ])('hides it for %s', (host) => {
    expect(isTestHost(host)).toBe(false);
  });
});
