import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE_IDS } from './message-types.js';
import { ACCOUNT_REQUEST_TYPE_LABELS, ACCOUNT_REQUEST_TYPES } from './request-types.js';

describe('account request types', () => {
  it('never collide with the message types and all have a label', () => {
    for (const type of Object.values(ACCOUNT_REQUEST_TYPES)) {
      expect((MESSAGE_TYPE_IDS as readonly number[]).includes(type)).toBe(false);
      expect(ACCOUNT_REQUEST_TYPE_LABELS[type]).toBeTruthy();
    }
  });
});
