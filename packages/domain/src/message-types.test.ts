import { describe, expect, it } from 'vitest';
import {
  isMessageType,
  isMultipartMessageType,
  MESSAGE_TYPE_IDS,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  messageSuccessStatus,
  messageTypeNeedsLogin,
} from './message-types.js';

describe('message types', () => {
  it('has the ids of spec §3 and the job application of ADR 0065', () => {
    expect([...MESSAGE_TYPE_IDS].sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 30]);
    expect(MESSAGE_TYPES.jobApplication).toBe(30);
    expect(MESSAGE_TYPES.regret).toBe(6);
    for (const id of MESSAGE_TYPE_IDS) expect(MESSAGE_TYPE_LABELS[id]).toBeTruthy();
  });
  it('knows which are multipart and which need login', () => {
    expect(MESSAGE_TYPE_IDS.filter(isMultipartMessageType)).toEqual([11, 13]);
    expect(MESSAGE_TYPE_IDS.filter(messageTypeNeedsLogin)).toEqual([2, 9, 10, 11, 12, 13]);
  });
  it('validates ids and success statuses', () => {
    expect(isMessageType(4)).toBe(false);
    expect(isMessageType('1')).toBe(false);
    expect(isMessageType(13)).toBe(true);
    expect(messageSuccessStatus(2)).toBe(200);
    expect(messageSuccessStatus(1)).toBe(201);
  });
});
