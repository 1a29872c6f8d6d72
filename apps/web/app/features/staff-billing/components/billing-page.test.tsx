import type { BillingImport } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '~/test/mock-fetch';
import { forgetDesk, renderInDesk, signInStaff } from '~/test/render-desk';
import { BillingPage } from './billing-page';

const PATH = '/api/admin/facturacion/importaciones/';
const CSV = 'clientenro,facturaid\n104523,951001\n';

const checked: BillingImport = {
  id: 7,
  fileName: 'noviembre.csv',
  fileHash: 'a'.repeat(64),
  invoices: 2,
  status: 'checked',
  checkedBy: 'Ana Ruiz',
  checkedAt: '2026-11-27T13:00:00.000Z',
  appliedBy: null,
  appliedAt: null,
  counts: { inserted: 1, updated: 0, unchanged: 0, rejected: 1 },
  rows: [
    { row: 2, facturaid: 951001, clientenro: 104523, action: 'inserted', errors: {}, keptSaldoCents: null },
    {
      row: 3,
      facturaid: 951002,
      clientenro: 999999,
      action: 'rejected',
      errors: { clientenro: 'No existe ningún cliente con ese número.' },
      keptSaldoCents: null,
    },
  ],
};
const applied: BillingImport = {
  ...checked,
  status: 'applied',
  appliedBy: 'Ana Ruiz',
  appliedAt: '2026-11-27T13:05:00.000Z',
};

function desk() {
  let current = checked;
  return mockFetch({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: [] } }),
    [`GET ${PATH}7/`]: () => ({ status: 200, body: current }),
    [`POST ${PATH}`]: () => ({ status: 201, body: checked }),
    [`POST ${PATH}7/aplicar/`]: () => ((current = applied), { status: 200, body: applied }),
  });
}

afterEach(forgetDesk);

describe('BillingPage', () => {
  it('uploads a CSV for a dry run, shows it row by row in Spanish, then applies the same import', async () => {
    signInStaff('supervisor');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<BillingPage />);
    const file = new File([CSV], 'noviembre.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Archivo CSV del sistema de facturación'), file);
    await user.click(screen.getByRole('button', { name: 'Probar la importación' }));

    const report = await screen.findByRole('region', { name: /Prueba de la importación/ });
    expect(within(report).getByRole('status')).toHaveTextContent('Todavía no cambió nada');
    const table = within(report).getByRole('table');
    expect(within(table).getByText('Crea la factura')).toBeInTheDocument();
    expect(
      within(table).getByText('clientenro: No existe ningún cliente con ese número.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ fileName: 'noviembre.csv', contentBase64: btoa(CSV) });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();

    await user.click(within(report).getByRole('button', { name: 'Aplicar la importación' }));
    expect(await screen.findByRole('region', { name: /Importación aplicada/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar la importación' })).toBeNull();
    const apply = calls.find((c) => c.path.endsWith('/aplicar/'))!;
    expect(apply.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks for a file before sending anything', async () => {
    signInStaff('supervisor');
    const calls = desk();
    const user = userEvent.setup();
    renderInDesk(<BillingPage />);
    await user.click(await screen.findByRole('button', { name: 'Probar la importación' }));
    const field = screen.getByLabelText('Archivo CSV del sistema de facturación');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Elegí el archivo CSV/));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows agentes the history and an import’s report, with nothing to upload, apply or export', async () => {
    signInStaff('agente');
    mockFetch({
      [`GET ${PATH}`]: () => ({ status: 200, body: { items: [applied] } }),
      [`GET ${PATH}7/`]: () => ({ status: 200, body: applied }),
    });
    const user = userEvent.setup();
    renderInDesk(<BillingPage />);
    const history = await screen.findByRole('table', { name: /Las últimas importaciones/ });
    expect(within(history).getByText('noviembre.csv')).toBeInTheDocument();
    expect(within(history).getByRole('cell', { name: 'Aplicada' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Archivo CSV del sistema de facturación')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Descargar pagos' })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'noviembre.csv (ver el informe)' }));
    const report = await screen.findByRole('region', { name: 'Importación aplicada: noviembre.csv' });
    expect(within(report).getByText('Factura creada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar la importación' })).toBeNull();
  });
});
