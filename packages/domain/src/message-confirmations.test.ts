import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXTS, MESSAGE_CONFIRMATIONS, requestNumberLine } from './message-confirmations.js';
import { MESSAGE_TYPE_IDS } from './message-types.js';
import { messages } from './messages.js';

describe('request confirmations', () => {
  it('has a text for every message type', () => {
    for (const type of MESSAGE_TYPE_IDS) {
      expect(MESSAGE_CONFIRMATIONS[type].received).toMatch(/^Recibimos/);
      expect(MESSAGE_CONFIRMATIONS[type].next).toBeTruthy();
    }
  });
  it('keeps the spec text for contact, regret, cancellation and corporate internet', () => {
    for (const type of [1, 2, 6, 8] as const) {
      expect(MESSAGE_CONFIRMATIONS[type].next).toBe(messages.advisersWillCall);
    }
  });
  it('does not promise a call for the anonymous illegal-connection report', () => {
    expect(MESSAGE_CONFIRMATIONS[3].next).not.toBe(messages.advisersWillCall);
    expect(MESSAGE_CONFIRMATIONS[3].next).not.toMatch(/asesor se va a comunicar/);
    expect(MESSAGE_CONFIRMATIONS[30].received).toMatch(/postulación/);
  });
  it('speaks vos', () => {
    const texts = [
      ...Object.values(CONFIRMATION_TEXTS),
      ...Object.values(MESSAGE_CONFIRMATIONS).flatMap((c) => [c.received, c.next]),
    ];
    for (const text of texts) expect(text).not.toMatch(/\b(usted|su|intente|comuníquese)\b/i);
  });
  it('names the number one way', () => {
    expect(requestNumberLine('G-2026-000123')).toBe('Número de gestión: G-2026-000123');
  });
});
