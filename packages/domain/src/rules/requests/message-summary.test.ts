import { describe, expect, it } from 'vitest';
import { buildMessageSummary, oneLine } from './message-summary.js';

describe('buildMessageSummary', () => {
  it('builds the contact line from the person and the other fields', () => {
    expect(
      buildMessageSummary({
        type: 1,
        name: 'Juan Pérez',
        dni: '30111222',
        phone: '2901421234',
        email: 'juan@example.com',
        address: 'San Martín 123',
        message: 'Quiero que me llamen',
      }),
    ).toBe(
      'Contacto de Juan Pérez (DNI 30111222, tel. 2901421234, juan@example.com) — Dirección: San Martín 123 — ' +
        'Mensaje: Quiero que me llamen',
    );
  });

  it('names the plans of an acquire and a plan change, and says which one stays', () => {
    const planNames = {
      'GPON 300': 'Internet 300 Megas',
      'GPON 600': 'Internet 600 Megas',
      'CLICK FULL': 'Click TV Full',
    };
    expect(
      buildMessageSummary(
        {
          type: 10,
          name: 'Ana',
          currentInternetPlan: 'GPON 300',
          internetPlan: 'GPON 600',
          currentClickTvPlan: 'CLICK FULL',
          clickTvPlan: 'CLICK FULL',
          message: 'Desde el mes que viene',
        },
        { planNames },
      ),
    ).toBe(
      'Cambio de plan de Ana — Plan de Internet: Internet 300 Megas → Internet 600 Megas — Plan de Click TV: ' +
        'Click TV Full (sin cambios) — Mensaje: Desde el mes que viene',
    );
    expect(buildMessageSummary({ type: 9, name: 'Ana', internetPlan: 'GPON 600' }, { planNames })).toBe(
      'Adquirir nuevos servicios de Ana — Plan de Internet elegido: Internet 600 Megas',
    );
    // A code the caller could not name is still shown rather than dropped.
    expect(buildMessageSummary({ type: 9, name: 'Ana', clickTvPlan: 'CLICK X' })).toBe(
      'Adquirir nuevos servicios de Ana — Plan de Click TV elegido: CLICK X',
    );
  });

  it('keeps the summary on one line whatever the person typed', () => {
    const summary = buildMessageSummary({
      type: 3,
      address: 'Maipú\n456',
      nro: '456',
      message: 'a\r\n\tb  c',
    });
    expect(summary).toBe(
      'Denuncia de conexión clandestina — Dirección: Maipú 456 — Número: 456 — Mensaje: a b c',
    );
    expect(summary).not.toMatch(/[\r\n]/);
  });

  it('leads with the customer number for logged-in types and lists cart items', () => {
    expect(
      buildMessageSummary({ type: 2, client_id: 1001, name: 'Ana', service: 'Internet', details: 'Me mudo' }),
    ).toBe('Baja de servicio de Ana (cliente N° 1001) — Servicio: Internet — Detalle: Me mudo');
    expect(
      buildMessageSummary({
        type: 7,
        name: 'Ana',
        items: [
          { title: 'Internet', packet_name: 'Gpon 300' },
          { title: 'Click TV' },
          { title: 'Gpon', packet_name: 'GPON 600', quantity: 2, packets: [{ packet_name: 'IP FIJA' }] },
        ],
      }),
    ).toBe('Carrito de compras de Ana — Productos: Internet Gpon 300, Click TV, Gpon GPON 600 ×2 + IP FIJA');
  });

  it('keeps markup as text (it is never rendered as HTML)', () => {
    expect(buildMessageSummary({ type: 8, name: '<b>x</b>', message: '<script>alert(1)</script>' })).toBe(
      'Internet corporativo de <b>x</b> — Mensaje: <script>alert(1)</script>',
    );
  });

  it('oneLine collapses whitespace', () => {
    expect(oneLine('  a \n b ')).toBe('a b');
  });
});
