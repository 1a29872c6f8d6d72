import { describe, expect, it } from 'vitest';
import { wifiChangeSchema } from '../../schemas/requests/wifi-change.js';
import { ssidProblem, supportsWifi, wifiMessages, wifiPasswordProblem } from './wifi.js';

describe('WiFi rules', () => {
  it('take network names of 1 to 32 bytes without control characters or edge spaces', () => {
    expect(ssidProblem('R')).toBeNull();
    expect(ssidProblem('x'.repeat(32))).toBeNull();
    expect(ssidProblem('Casa Ñandú')).toBeNull();
    expect(ssidProblem('')).toBe(wifiMessages.ssidRequired);
    expect(ssidProblem('x'.repeat(33))).toBe(wifiMessages.ssidTooLong);
    expect(ssidProblem('ñ'.repeat(17))).toBe(wifiMessages.ssidTooLong);
    expect(ssidProblem('a\tb')).toBe(wifiMessages.ssidInvalid);
    expect(ssidProblem('Red ')).toBe(wifiMessages.ssidSpaces);
  });

  it('take WPA2 passphrases of 8 to 63 printable ASCII characters', () => {
    expect(wifiPasswordProblem(' !"#$%&~')).toBeNull();
    expect(wifiPasswordProblem('y'.repeat(63))).toBeNull();
    expect(wifiPasswordProblem('y'.repeat(7))).toBe(wifiMessages.passwordLength);
    expect(wifiPasswordProblem('y'.repeat(64))).toBe(wifiMessages.passwordLength);
    expect(wifiPasswordProblem('contraseña')).toBe(wifiMessages.passwordCharacters);
    expect(wifiPasswordProblem('clave\u00a0segura')).toBe(wifiMessages.passwordCharacters);
  });

  it('apply in the shared schema, field by field', () => {
    const result = wifiChangeSchema.safeParse({ ssid: '', password: 'corta' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ssid', wifiMessages.ssidRequired],
      ['password', wifiMessages.passwordLength],
    ]);
  });

  it('belong to internet and multiplay services only', () => {
    expect(supportsWifi('INTERNET')).toBe(true);
    expect(supportsWifi('MULTIPLAY')).toBe(true);
    expect(supportsWifi('CLICK TV')).toBe(false);
  });
});
