import { describe, expect, it } from 'vitest';
import {
  cannedReplyVariablesIn,
  renderCannedReply,
  unknownCannedVariablesMessage,
  type CannedReplyValues,
} from './canned-replies.js';

const values: CannedReplyValues = {
  nombre: 'Ana Pérez',
  nro_gestion: 'G-2026-000123',
  link_pago: 'https://portal.example/pagar/abc',
  fecha_limite: '02/12/2026',
  agente: 'Juan',
};

describe('canned replies', () => {
  it('fill every known variable, each time it appears', () => {
    const result = renderCannedReply(
      'Hola {nombre}: tu gestión {nro_gestion} vence el {fecha_limite}. Pagá en {link_pago}. {nombre}, saludos de {agente}.',
      values,
    );
    expect(result).toEqual({
      ok: true,
      text: 'Hola Ana Pérez: tu gestión G-2026-000123 vence el 02/12/2026. Pagá en https://portal.example/pagar/abc. Ana Pérez, saludos de Juan.',
    });
  });

  it('leave text without variables as written', () => {
    expect(renderCannedReply('Gracias por escribirnos.', values)).toEqual({
      ok: true,
      text: 'Gracias por escribirnos.',
    });
  });

  it('name the unknown variables of a template, once each', () => {
    expect(cannedReplyVariablesIn('{nombre} {nombr} {nombr} {saldo}')).toEqual({
      known: ['nombre'],
      unknown: ['nombr', 'saldo'],
    });
    expect(unknownCannedVariablesMessage('Hola {nombr}')).toBe(
      'La variable {nombr} no existe. Podés usar {nombre}, {nro_gestion}, {link_pago}, {fecha_limite}, {agente}.',
    );
    expect(unknownCannedVariablesMessage('{a} y {b}')).toMatch(/^Las variables \{a\}, \{b\} no existen\./);
    expect(unknownCannedVariablesMessage('Hola {nombre}')).toBeNull();
  });

  it('refuse to render a template with an unknown variable', () => {
    const result = renderCannedReply('Hola {cliente}', values);
    expect(result).toMatchObject({ ok: false, unknown: ['cliente'] });
  });

  it('refuse {link_pago} when the request has no customer debt, with a clear message', () => {
    const result = renderCannedReply('Pagá en {link_pago}', { ...values, link_pago: null });
    expect(result).toEqual({
      ok: false,
      unknown: [],
      missing: ['link_pago'],
      message:
        'Esta respuesta usa {link_pago}, pero la gestión no tiene un cliente con facturas impagas: elegí otra respuesta o escribila a mano.',
    });
  });

  it('refuse any other variable the request has no value for', () => {
    const result = renderCannedReply('{agente} y {link_pago}', { ...values, agente: ' ', link_pago: null });
    expect(result).toMatchObject({ ok: false, missing: ['agente', 'link_pago'] });
    expect(result.ok ? '' : result.message).toBe(
      'Esta gestión no tiene valor para {agente}, {link_pago}: elegí otra respuesta o escribila a mano.',
    );
  });
});
