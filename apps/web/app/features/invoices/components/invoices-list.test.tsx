import { formatPesos } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVOICES } from '~/test/invoices';
import { InvoicesList, type InvoicesListProps } from './invoices-list';

// toHaveTextContent collapses the no-break space that Intl writes after the currency sign.
const pesos = (cents: number) => formatPesos(cents).replace(/\s/g, ' ');

/** Renders the list of the fixture invoices on 26/11/2026, nothing downloading; `props` replace any of that. */
function renderList(props: Partial<InvoicesListProps> = {}) {
  render(
    <InvoicesList
      invoices={INVOICES.facturas}
      today="2026-11-26"
      downloading={null}
      onDownload={vi.fn()}
      {...props}
    />,
  );
}

/** The rows of the wide-screen table. */
const tableRows = () => within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-row');

describe('InvoicesList', () => {
  it('shows every estado as a readable badge with dates, amount and balance', () => {
    renderList();
    const rows = tableRows();
    expect(rows.map((row) => within(row).getByTestId('invoice-state').textContent)).toEqual([
      'Estado: Impaga',
      'Estado: Pago parcial',
      'Estado: Pagada',
      'Estado: Enviada',
      'Estado: Anulada',
    ]);
    const partial = rows[1]!;
    expect(within(partial).getByRole('rowheader')).toHaveTextContent('Factura B 0003-00012102');
    expect(partial).toHaveTextContent('01/11/2026');
    expect(partial).toHaveTextContent('16/11/2026');
    expect(partial).toHaveTextContent(pesos(5_400_000));
    expect(partial).toHaveTextContent(pesos(2_150_000));
    expect(within(partial).getByTestId('invoice-state')).toHaveAttribute('data-tone', 'warning');
    expect(within(rows[0]!).getByTestId('invoice-state')).toHaveAttribute('data-tone', 'danger');
  });

  it("shows 'Pago en proceso' with 'Verificar pago' instead of the debt of an invoice being paid", async () => {
    const onVerify = vi.fn();
    const linkId = '5b1f2c9e-7a41-4c3e-9d0b-2f6a8e1c4d75';
    const invoices = INVOICES.facturas.map((invoice) =>
      invoice.facturaid === 900103
        ? { ...invoice, pago_en_proceso: true, pago_en_proceso_link_id: linkId }
        : invoice,
    );
    renderList({ invoices, onVerify });
    const rows = tableRows();
    expect(within(rows[0]!).getByTestId('invoice-state')).toHaveTextContent('Pago en proceso');
    expect(within(rows[1]!).getByTestId('invoice-state')).toHaveTextContent('Pago parcial');
    expect(within(rows[1]!).queryByTestId('verify-invoice-payment')).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Verificar pago/ }));
    expect(onVerify).toHaveBeenCalledWith(linkId);
    const card = within(screen.getByTestId('invoice-cards')).getAllByTestId('invoice-card')[0]!;
    expect(within(card).getByTestId('invoice-state')).toHaveTextContent('Pago en proceso');
  });

  it('marks open invoices past their due date, and never a paid one', () => {
    renderList();
    const rows = tableRows();
    expect(rows[0]).not.toHaveTextContent('Vencida');
    expect(rows[1]).toHaveTextContent('Vencida');
    expect(rows[2]).not.toHaveTextContent('Vencida');
  });

  it('offers the PDF of invoices that have one, named per invoice, and says when it is not ready', async () => {
    const onDownload = vi.fn();
    renderList({ downloading: 900102, onDownload });
    const table = within(screen.getByTestId('invoices-table'));
    await userEvent.click(table.getByRole('button', { name: 'Descargar PDF de Factura B 0003-00012103' }));
    expect(onDownload).toHaveBeenCalledWith(INVOICES.facturas[0]);
    expect(table.getByRole('button', { name: 'Descargando… de Factura B 0003-00012102' })).toBeDisabled();
    const annulled = table.getAllByTestId('invoice-row')[4]!;
    expect(within(annulled).queryByRole('button')).toBeNull();
    expect(annulled).toHaveTextContent('PDF en preparación');
  });

  it('lists the same invoices as cards for phones', () => {
    renderList();
    const cards = within(screen.getByTestId('invoice-cards')).getAllByTestId('invoice-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('heading', { name: 'Factura B 0003-00012103' })).toBeInTheDocument();
    // Without fiscal data yet, the billing id stands in.
    expect(within(cards[4]!).getByRole('heading', { name: 'Factura N° 900050' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-cards')).not.toHaveTextContent('900103');
    expect(cards[0]).toHaveTextContent(`Saldo${pesos(5_630_000)}`);
  });

  it('says so when there are no invoices', () => {
    renderList({ invoices: [] });
    expect(screen.getByTestId('invoices-empty')).toHaveTextContent('Todavía no tenés facturas.');
    expect(screen.queryByTestId('invoices-table')).toBeNull();
  });
});
