// The billing CSV commands run as an operator runs them (a separate process on the server's database):
// the documented example file imports, a second run changes nothing, and the export writes the CSV file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceState, recordPayment, storedItems } from '../support/billing-helpers.js';
import { dialects } from '../support/test-app.js';
import { REPO_ROOT, runCli } from '../support/run-cli.js';
import { useTestApp } from '../support/use-test-app.js';

const EXAMPLE = path.join(REPO_ROOT, 'docs/examples/billing-invoices.csv');

describe.each(dialects)('billing CSV commands (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  // Each run starts a process that transpiles the sources: seconds apiece on a loaded machine.
  it(
    'imports the example file once, then reports it unchanged; exports payments to a file',
    { timeout: 90_000 },
    async () => {
      const env = t.database.env;
      const first = await runCli('billing', ['import', EXAMPLE], env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(JSON.parse(first.stdout)).toEqual({
        inserted: 3,
        updated: 0,
        unchanged: 0,
        kept_saldo: [],
        rejected: [],
      });
      expect(await invoiceState(t, 940002)).toMatchObject({
        estado: 'PARCIAL',
        importe_saldo_cents: 1_000_050,
      });
      expect((await storedItems(t, 940001)).map((item) => item.importe_cents)).toEqual([
        3_200_000, 1_590_000,
      ]);

      const again = await runCli('billing', ['import', EXAMPLE], env);
      expect(JSON.parse(again.stdout)).toMatchObject({ inserted: 0, unchanged: 3 });

      await recordPayment(t, {
        gatewayPaymentId: 'mp-555',
        facturaid: 940001,
        cents: 4_790_000,
        approvedAt: '2026-11-05T15:00:00.000Z',
      });
      const out = path.join(t.database.dataDir, 'pagos.csv');
      const exported = await runCli(
        'billing',
        ['export', '--from', '2026-11-05', '--to', '2026-11-05', '--out', out],
        env,
      );
      expect(exported.code).toBe(0);
      expect(await readFile(out, 'utf8')).toBe(
        'gateway,gateway_payment_id,clientenro,facturaid,importe,moneda,approved_at,status,reversed_at\r\n' +
          'sandbox,mp-555,104523,940001,47900.00,ARS,2026-11-05T15:00:00.000Z,approved,\r\n',
      );

      const bad = await runCli('billing', ['export', '--from', '2026-11-06', '--to', '2026-11-05'], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('--from: La fecha desde no puede ser posterior a la fecha hasta.');
    },
  );
});
