import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../message-types.js';
import {
  customerRequestSummary,
  joinSpanish,
  SUMMARY_QUOTE_MAX,
  summaryPlanCodes,
} from './customer-request-summary.js';

const planNames = {
  'GPON 100': 'Internet 100 Megas',
  'GPON 300': 'Internet 300 Megas',
  'CLICK BASICO': 'Click TV Básico',
  'CLICK FULL': 'Click TV Full',
  'PACK FUTBOL': 'Pack Fútbol',
};

const person = { name: 'Ana Gómez', dni: '28111222', phone: '2901421234', email: 'ana@example.com' };

describe('customerRequestSummary', () => {
  it('names the new holder of a holder change, the one name the customer typed for it', () => {
    expect(
      customerRequestSummary(MESSAGE_TYPES.holderChange, { ...person, name: 'Iván Ruiz' }, { planNames }),
    ).toBe('Pediste pasar el servicio a nombre de Iván Ruiz.');
    expect(customerRequestSummary(MESSAGE_TYPES.holderChange, {}, { planNames })).toBe(
      'Pediste cambiar el titular del servicio.',
    );
  });

  it('tells a plan change in plan names, never the catalogue codes', () => {
    const payload = {
      ...person,
      client_id: 104523,
      currentInternetPlan: 'GPON 100',
      internetPlan: 'GPON 300',
      currentClickTvPlan: 'CLICK BASICO',
      clickTvPlan: 'CLICK FULL',
    };
    expect(customerRequestSummary(10, payload, { planNames })).toBe(
      'Pediste cambiar Internet 100 Megas por Internet 300 Megas y Click TV Básico por Click TV Full.',
    );
  });

  it('leaves out the product that stays and names an acquire', () => {
    const change = { currentInternetPlan: 'GPON 100', internetPlan: 'GPON 100', clickTvPlan: 'CLICK FULL' };
    expect(customerRequestSummary(10, change, { planNames })).toBe(
      'Pediste cambiar tu plan por Click TV Full.',
    );
    expect(customerRequestSummary(9, { ...person, internetPlan: 'GPON 300' }, { planNames })).toBe(
      'Pediste contratar Internet 300 Megas.',
    );
  });

  it('never shows the customer number, the DNI, the phone or the email, nor the staff labels', () => {
    const cancellation = { ...person, client_id: 104523, service: 'Internet', details: 'Me mudo\nal norte' };
    const text = customerRequestSummary(2, cancellation);
    expect(text).toBe('Pediste la baja de Internet. Nos contaste: «Me mudo al norte».');
    for (const leak of [
      '104523',
      '28111222',
      '2901421234',
      'ana@example.com',
      'Ana',
      'Mensaje:',
      'cliente N°',
    ]) {
      expect(text).not.toContain(leak);
    }
    expect(customerRequestSummary(1, { ...person, address: 'San Martín 1', message: 'Llámenme' })).toBe(
      'Nos escribiste. Nos contaste: «Llámenme».',
    );
  });

  it('names the cart lines with quantity and add-ons', () => {
    const items = [
      {
        packet_name: 'GPON 300',
        name: 'Internet 300 Megas',
        packets: [{ packet_name: 'X', name: 'IP fija' }],
      },
      { packet_name: 'CLICK FULL', name: '', quantity: 2 },
    ];
    expect(customerRequestSummary(7, { ...person, items, message: 'Por la tarde' }, { planNames })).toBe(
      'Pediste Internet 300 Megas con IP fija y Click TV Full (2). Nos contaste: «Por la tarde».',
    );
  });

  it('says the claim reason, the WiFi change and the assistance as sentences', () => {
    expect(customerRequestSummary(52, { reason: 'Internet lento o con cortes', details: 'Se corta' })).toBe(
      'Internet lento o con cortes. Nos contaste: «Se corta».',
    );
    expect(customerRequestSummary(52, { reason: 'Sin servicio de Internet', details: '' })).toBe(
      'Sin servicio de Internet.',
    );
    expect(
      customerRequestSummary(53, { producto: 'Internet 100 Megas', ssid: 'Casa', sealedPassword: 'x' }),
    ).toBe('Pediste cambiar la red WiFi de Internet 100 Megas: nombre «Casa» y contraseña nueva.');
    expect(
      customerRequestSummary(50, { crmcodigo: 'HOME_ASISTENCIA_REGI', clientenro: 104523, crmobs: '' }),
    ).toBe('Asistencia para recuperar el usuario: no puede acceder a su email.');
  });

  it('clips long words and falls back to the type label for an unknown type', () => {
    const long = 'a'.repeat(SUMMARY_QUOTE_MAX + 20);
    const text = customerRequestSummary(1, { message: long });
    expect(text).toContain(`«${'a'.repeat(SUMMARY_QUOTE_MAX - 1)}…»`);
    expect(customerRequestSummary(99, { secret: 'x' })).toBe('Gestión.');
  });
});

describe('summaryPlanCodes and joinSpanish', () => {
  it('lists the plan codes of plan requests only', () => {
    expect(summaryPlanCodes(10, { currentInternetPlan: 'GPON 100', internetPlan: 'GPON 300' })).toEqual([
      'GPON 300',
      'GPON 100',
    ]);
    expect(summaryPlanCodes(1, { internetPlan: 'GPON 300' })).toEqual([]);
  });

  it('joins with commas and y', () => {
    expect(joinSpanish(['a'])).toBe('a');
    expect(joinSpanish(['a', 'b', 'c'])).toBe('a, b y c');
  });
});
