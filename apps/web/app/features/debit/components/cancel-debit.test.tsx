import { debitCancelConsentText, messages, type DebitStatus } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICES } from '~/test/customer-services';
import { forgetBrowser } from '~/test/render-account';
import { ACTION_PATH, callsTo, CARD_DEBIT, openDebitModal, SERVICES_PATH } from '../testing/debit-fixtures';

afterEach(forgetBrowser);

/** Mis servicios as the server holds it: the cancellation changes what the next read answers. */
function server(action: () => { status: number; body?: unknown }) {
  let inForce: DebitStatus = CARD_DEBIT;
  return {
    [SERVICES_PATH]: () => ({ status: 200, body: { ...CUSTOMER_SERVICES, debito: inForce } }),
    [ACTION_PATH]: () => {
      const answer = action();
      if (answer.status === 200 || answer.status === 404) inForce = { kind: 'none' };
      return answer;
    },
  };
}

const cancelled = () => ({ status: 200, body: { debito: { kind: 'none' } } });

describe('account modal 4, step 5 (cancellation)', () => {
  it('shows the debit in force and the consent of the cancellation', async () => {
    const { dialog } = await openDebitModal('?debito=baja', server(cancelled), CARD_DEBIT);
    expect(dialog).toHaveAccessibleName('Baja del débito automático');
    expect(
      await screen.findByRole('heading', { name: '¿Querés dar de baja el débito automático?' }),
    ).toHaveFocus();
    expect(screen.getByTestId('debit-summary')).toHaveTextContent('•••• 0002');
    expect(screen.getByTestId('debit-summary')).toHaveTextContent('26/11/2026');
    expect(screen.getByTestId('debit-consent')).toHaveTextContent(
      debitCancelConsentText({ method: 'Visa Crédito', masked: '•••• 0002' }),
    );
  });

  it('sends actionsDebit 1 with an Idempotency-Key, then reloads and closes on 200', async () => {
    const { calls } = await openDebitModal('?debito=baja', server(cancelled), CARD_DEBIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Dar de baja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = callsTo(calls, ACTION_PATH);
    expect(sent?.body).toEqual({ empresaId: 20, clienteNro: 1001, actionsDebit: 1 });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('debit-in-force')).toHaveTextContent('none');
    await waitFor(() => expect(callsTo(calls, SERVICES_PATH)).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/mi-cuenta\/mis-servicios$/);
  });

  it("tells 'Hubo un error.' and stays open when the cancellation fails", async () => {
    const { calls } = await openDebitModal(
      '?debito=baja',
      server(() => ({ status: 500, body: { message: 'Error en el servidor', code: 'INTERNAL' } })),
      CARD_DEBIT,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Dar de baja' }));
    expect(await screen.findByTestId('debit-alert')).toHaveTextContent(/^Hubo un error\.$/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(callsTo(calls, ACTION_PATH)).toHaveLength(1);
  });

  it('says there is nothing to cancel when the debit was cancelled meanwhile', async () => {
    await openDebitModal(
      '?debito=baja',
      server(() => ({ status: 404, body: { message: messages.debitNotRegistered, code: 'NOT_FOUND' } })),
      CARD_DEBIT,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Dar de baja' }));
    expect(await screen.findByText(messages.debitNotRegistered)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a Mi cuenta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
