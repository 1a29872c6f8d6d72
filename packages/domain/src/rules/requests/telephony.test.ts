import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { hasTelephony, isTelephonyName, isTelephonyPath, telephonyFieldErrors } from './telephony.js';

describe('telephony rule (company 20)', () => {
  it('knows which company sells telephony', () => {
    expect(hasTelephony(2)).toBe(true);
    expect(hasTelephony(20)).toBe(false);
  });

  it('recognises telephony whatever the case, spacing or accents', () => {
    for (const name of ['Telefonía', 'Telefonia', ' TELEFONÍA ', 'telefono', 'Telephony']) {
      expect(isTelephonyName(name), name).toBe(true);
    }
    for (const name of ['Internet', 'Click TV', 'Dibox', 'Todos los servicios', 'Gpon']) {
      expect(isTelephonyName(name), name).toBe(false);
    }
  });

  it('recognises the telephony pages from a path or a link to the site', () => {
    for (const link of [
      '/telefonia',
      '/telefonia/',
      '/Telefonía',
      '/telefonia?plan=1#top',
      'https://www.example.com/telefonia',
      '/ayuda/centro-de-ayuda/multiplay',
      '/ayuda/centro-de-ayuda/multiplay/preguntas',
      '/%74elefonia',
    ]) {
      expect(isTelephonyPath(link), link).toBe(true);
    }
    for (const link of [
      '/',
      '/internet',
      '/telefoniaxyz',
      '/ayuda/centro-de-ayuda/general',
      '',
      'http://[bad',
    ]) {
      expect(isTelephonyPath(link), link).toBe(false);
    }
  });

  it('points at the service field and at each telephony cart item', () => {
    expect(telephonyFieldErrors({ service: 'Telefonía' })).toEqual({ service: messages.invalidOption });
    expect(
      telephonyFieldErrors({ items: [{ title: 'Gpon' }, { title: 'Telefonia' }, { title: 'Telefonía' }] }),
    ).toEqual({
      'items.1.title': messages.telephonyNotOffered,
      'items.2.title': messages.telephonyNotOffered,
    });
    expect(telephonyFieldErrors({ service: 'Internet', items: [{ title: 'ClickTv' }] })).toEqual({});
  });

  it('also points at an item that travels as telefonia under another title', () => {
    expect(telephonyFieldErrors({ items: [{ title: 'Linea', service: 'telefonia' }] })).toEqual({
      'items.0.title': messages.telephonyNotOffered,
    });
  });
});
