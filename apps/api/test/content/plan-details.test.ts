// GET /api/rates/ publishes each plan's card details (migration 0015, ADR 0063) as optional fields, and leaves
// out a value typed by hand outside its rule instead of failing the whole list.
import { publishedRatesSchema, type PublishedPacket } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_TTL_MS } from '../../src/http/http-cache.js';
import { advanceClock, useSteppableClock } from '../support/clock.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

useSteppableClock();

describe.each(dialects)('plan details in the rates (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  const packets = async (): Promise<Map<string, PublishedPacket>> => {
    const res = await t.request({ url: '/api/rates/' });
    expect(res.statusCode).toBe(200);
    const rates = publishedRatesSchema.parse(res.json());
    const all = new Map<string, PublishedPacket>();
    const walk = (list: PublishedPacket[]) =>
      list.forEach((p) => {
        all.set(p.packet_name, p);
        walk(p.packets);
      });
    rates.forEach((rate) => walk(rate.packets));
    return all;
  };

  it('publishes speeds, inclusions, installation, term and the promotion after its end', async () => {
    const all = await packets();
    expect(all.get('GPON 300')).toMatchObject({
      speed_down_mbps: 300,
      speed_up_mbps: 150,
      includes: ['Router Wi-Fi 6 en comodato'],
      installation_cents: 0,
      contract_months: 12,
    });
    const promo = all.get('GPON 1000');
    expect(promo).toMatchObject({
      promotion: true,
      amount_cents: 5_290_000,
      regular_amount_cents: 6_490_000,
    });
    expect(promo?.promotion_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(all.get('DIBOX BASICO')).toMatchObject({ includes: ['80 canales', '1 decodificador Dibox'] });
    expect(all.get('CLICK BASICO')?.contract_months).toBe(0);
    // An add-on has none: the fields stay out rather than null.
    expect(Object.keys(all.get('IP FIJA') ?? {}).sort()).toEqual(
      ['amount', 'amount_cents', 'name', 'packet_name', 'packets', 'promotion'].sort(),
    );
  });

  it('leaves out values outside their rule and keeps the plan', async () => {
    await t.app.db
      .updateTable('plans')
      .set({
        includes: '{not json',
        speed_down_mbps: -5,
        installation_cents: null,
        promotion_until: '31/12/2026',
      })
      .where('packet_name', '=', 'GPON 600')
      .execute();
    await t.app.db
      .updateTable('plans')
      .set({ includes: JSON.stringify(['  Router  ', 7, '', 'x'.repeat(200)]) })
      .where('packet_name', '=', 'GPON 100')
      .execute();
    advanceClock(PUBLIC_READ_TTL_MS + 50);
    const all = await packets();
    const gpon600 = all.get('GPON 600');
    expect(gpon600).toMatchObject({ amount_cents: 4_150_000, speed_up_mbps: 300, contract_months: 12 });
    for (const field of ['includes', 'speed_down_mbps', 'installation_cents', 'promotion_until']) {
      expect(gpon600, field).not.toHaveProperty(field);
    }
    expect(all.get('GPON 100')?.includes).toEqual(['Router']);
  });
});
