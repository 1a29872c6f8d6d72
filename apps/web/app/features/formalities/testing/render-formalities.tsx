import type { FormalityOptions } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { useModals, type ModalContentProps, type ModalRegistry } from '~/ui/modal/modal-manager';
import { DATA_CLIENT } from '~/test/data-client';
import { mockFetch, type MockCall } from '~/test/mock-fetch';
import { logIn, PROBE_REGISTRY, renderApp } from '~/test/render-app';
import type { RetryOutcome } from '~/lib/api/retry-outcome';
import FormalitiesModal from '../components/formalities-modal';

/** Main modal 2 as a probe that shows what it was given. */
function SentProbe({ data, onClose }: ModalContentProps) {
  return (
    <div role="dialog" aria-label="modal:main-2">
      <p data-testid="sent-type">{String(data?.type)}</p>
      <p data-testid="sent-number">{String(data?.number)}</p>
      <button type="button" onClick={onClose}>
        cerrar main-2
      </button>
    </div>
  );
}

/** Main modal 7 as a probe whose button runs the retry it was given. */
function ErrorProbe({ data, onClose }: ModalContentProps) {
  const retry = data?.retry as (() => Promise<RetryOutcome>) | undefined;
  return (
    <div role="dialog" aria-label="modal:main-7">
      <p data-testid="error-alert">{String(data?.alert)}</p>
      <button type="button" onClick={() => void retry?.().then((outcome) => outcome.ok && onClose())}>
        reintentar
      </button>
      <button type="button" onClick={onClose}>
        cerrar main-7
      </button>
    </div>
  );
}

export const FORMALITIES_REGISTRY: ModalRegistry = {
  ...PROBE_REGISTRY,
  formalities: FormalitiesModal,
  'main-2': SentProbe,
  'main-7': ErrorProbe,
};

function OpenTramites() {
  const modals = useModals();
  return <Button onClick={() => modals.open('formalities')}>Abrir Trámites</Button>;
}

export const GPON_300 = {
  packet_name: 'GPON300',
  name: 'Gpon 300 megas',
  amount_cents: 2_500_000,
  promotion: false,
};
export const GPON_600 = {
  packet_name: 'GPON600',
  name: 'Gpon 600 megas',
  amount_cents: 3_200_000,
  promotion: true,
};
export const CLICK_FULL = {
  packet_name: 'CLICKFULL',
  name: 'Click TV Full',
  amount_cents: 1_500_000,
  promotion: false,
};
export const CLICK_BASIC = {
  packet_name: 'CLICKBASIC',
  name: 'Click TV Básico',
  amount_cents: 900_000,
  promotion: false,
};

/** A record with both products (current plans given), or without them (null). */
export function optionsWith(
  internet: typeof GPON_300 | null,
  clickTv: typeof CLICK_FULL | null,
  holder = true,
): FormalityOptions {
  return {
    holder,
    products: [
      { product: 'internet', label: 'Internet', current: internet, plans: [GPON_300, GPON_600] },
      { product: 'clickTv', label: 'Click TV', current: clickTv, plans: [CLICK_BASIC, CLICK_FULL] },
    ],
  };
}

export const OPTIONS_PATH = '/api/customer/1001/tramites/opciones/';
export const MESSAGES_PATH = '/api/mensajes/company-code/2/';

/** Logs customer 1001 in, answers its data and options, and renders a button that opens Trámites. */
export function renderFormalities(
  options: FormalityOptions,
  extra: Parameters<typeof mockFetch>[0] = {},
): MockCall[] {
  logIn();
  const calls = mockFetch({
    'GET /api/customer/1001/': () => ({ status: 200, body: DATA_CLIENT }),
    [`GET ${OPTIONS_PATH}`]: () => ({ status: 200, body: options }),
    ...extra,
  });
  renderApp(<OpenTramites />, { registry: FORMALITIES_REGISTRY });
  return calls;
}
