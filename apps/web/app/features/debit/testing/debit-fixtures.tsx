import type { DebitReferenceLists, DebitStatus } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountQueryProvider } from '~/lib/api/account-query-provider';
import { mockFetch, type MockCall } from '~/test/mock-fetch';
import { CUSTOMER_SERVICES } from '~/test/customer-services';
import { logIn, renderApp } from '~/test/render-app';
import { useDebitInForce } from '../api/use-debit';
import { DebitModals } from '../components/debit-modals';

/** The seeded reference lists, shortened: a few banks (bancoid = BCRA code) and every payment method. */
export const LISTS: DebitReferenceLists = {
  bancos: [
    { bancoid: 285, banconombre: 'Banco Macro' },
    { bancoid: 11, banconombre: 'Banco de la Nación Argentina' },
    { bancoid: 268, banconombre: 'Banco Provincia de Tierra del Fuego' },
  ],
  mediosDeCobro: [
    { medcobroid: 13, medcobronombre: 'Visa Crédito' },
    { medcobroid: 12, medcobronombre: 'Mastercard' },
    { medcobroid: 27, medcobronombre: 'American Express' },
    { medcobroid: 33, medcobronombre: 'Cabal' },
    { medcobroid: 35, medcobronombre: 'Naranja X' },
    { medcobroid: 32, medcobronombre: 'Visa Débito' },
    { medcobroid: 45, medcobronombre: 'Débito en cuenta bancaria (CBU)' },
  ],
};

/** Luhn-valid numbers on the seeded BINs: an Argentine credit card, a prepaid one and a US one. */
export const CARDS = {
  good: '4507990000000002',
  prepaid: '4794120000000008',
  foreign: '4147200000000002',
} as const;

/** CBUs with both check digits right (Banco Macro, Banco Nación) and a CVU of a virtual wallet. */
export const CBUS = {
  macro: '2850590909400904181356',
  nacion: '0110599550000012345679',
  cvu: '0000003110000000000014',
} as const;

export const CARD_DEBIT: DebitStatus = {
  kind: 'card',
  method: 'Visa Crédito',
  last4: '0002',
  bank: 'Banco Macro',
  since: '2026-11-26',
  expiry: '01/2027',
};

export const LISTS_PATH = 'GET /api/debito-automatico/listas/';
export const SERVICES_PATH = 'GET /api/customer/1001/servicios/';
export const BIN_PATH = 'POST /api/customer/bin/checker/';
export const ACTION_PATH = 'POST /api/customer/debito-automatico/acciones/';

type Handlers = Parameters<typeof mockFetch>[0];

/** What the BIN table answers for the first digits of CARDS. */
export const binAnswers: Handlers[string] = (call) => {
  const bin = (call.body as { bin: string }).bin;
  if (bin.startsWith('479412'))
    return { status: 200, body: { is_prepaid: true, currency: 'ARS', brand: 'VISA', country: 'AR' } };
  if (bin.startsWith('414720'))
    return { status: 200, body: { is_prepaid: false, currency: 'USD', brand: 'VISA', country: 'US' } };
  if (bin.startsWith('450799'))
    return { status: 200, body: { is_prepaid: false, currency: 'ARS', brand: 'VISA', country: 'AR' } };
  return {
    status: 422,
    body: {
      message: 'Error: la tarjeta no pudo ser procesada, revisar los números.',
      code: 'CARD_NOT_PROCESSED',
    },
  };
};

/** Stands for the account home behind the modal: it watches Mis servicios' debit, as the debit card does. */
function DebitInForceProbe() {
  const debit = useDebitInForce(1001);
  return <output data-testid="debit-in-force">{debit.data?.kind ?? ''}</output>;
}

/** Signs customer 1001 in and opens the account layout's debit modals at `search` (e.g. '?debito=adherir'). */
export async function openDebitModal(
  search: string,
  handlers: Handlers,
  debit: DebitStatus = { kind: 'none' },
): Promise<{ dialog: HTMLElement; calls: MockCall[] }> {
  logIn();
  const calls = mockFetch({
    [LISTS_PATH]: () => ({ status: 200, body: LISTS }),
    [SERVICES_PATH]: () => ({ status: 200, body: { ...CUSTOMER_SERVICES, debito: debit } }),
    [BIN_PATH]: binAnswers,
    ...handlers,
  });
  renderApp(
    <AccountQueryProvider>
      <DebitInForceProbe />
      <DebitModals />
    </AccountQueryProvider>,
    { path: `/mi-cuenta/mis-servicios${search}` },
  );
  const dialog = await screen.findByRole('dialog');
  return { dialog, calls };
}

/** The calls made to one endpoint ('METHOD /path'). */
export const callsTo = (calls: MockCall[], endpoint: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === endpoint);

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

/** Step 1 filled in with `number`, every other field valid. */
export async function fillCard(number: string) {
  await userEvent.selectOptions(field('Banco emisor'), 'Banco Macro');
  await userEvent.selectOptions(field('Medio de pago'), 'Visa Crédito');
  await userEvent.type(field('Número de tarjeta'), number);
  await userEvent.type(field('Titular de la tarjeta'), 'Carla Benítez');
  await userEvent.type(field('Documento del titular'), '31456789');
}

/** Step 2 filled in with `cbu`, every other field valid (the bank is left to the suggestion). */
export async function fillCbu(cbu: string) {
  await userEvent.type(field('CBU'), cbu);
  await userEvent.type(field('Titular de la cuenta'), 'Carla Benítez');
  await userEvent.type(field('Documento del titular'), '31456789');
}
