import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import type { CompanyConfig } from '@portal/domain';
import type { RootData } from '~/lib/config/company-config';
import { saveLogin, writeJson } from '~/lib/session/session';
import type { ModalId } from '~/ui/modal/modal-ids';
import { ModalProvider, type ModalContentProps, type ModalRegistry } from '~/ui/modal/modal-manager';

export const TEST_CONFIG: CompanyConfig = {
  phone: '08003331234',
  phones: [],
  whatsapp: '+54 9 2901 555-000',
  email: 'atencion@example.com',
  address: { address: 'San Martín', number: '1234' },
  opening_hours: { office: '', phone_support: '' },
  social_media: {
    facebook: 'https://facebook.com/ejemplo',
    x: 'https://x.com/ejemplo',
    instagram: 'https://instagram.com/ejemplo',
    youtube: 'https://youtube.com/@ejemplo',
  },
  company_code: 2,
  telephony: true,
  covered_localities: ['Ushuaia', 'Río Grande', 'Tolhuin'],
  im: {},
};

const MODAL_IDS: ModalId[] = [
  'login',
  'formalities',
  'main-1',
  'main-2',
  'main-3',
  'main-4',
  'main-5',
  'main-6',
  'main-7',
  'main-8',
  'account-9',
  'cancellation-check',
];

/** Stand-ins that only say which modal opened: the modal contents have their own tests. */
export const PROBE_REGISTRY: ModalRegistry = Object.fromEntries(
  MODAL_IDS.map((id) => [
    id,
    function ProbeModal({ onClose }: ModalContentProps) {
      return (
        <div role="dialog" aria-label={`modal:${id}`}>
          <button type="button" onClick={onClose}>
            cerrar {id}
          </button>
        </div>
      );
    },
  ]),
);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderAppOptions {
  path?: string;
  companyCode?: 2 | 20;
  apiHost?: string;
  config?: CompanyConfig | null;
  registry?: ModalRegistry;
}

/** Renders UI inside a router whose root loader answers like the real one. */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { path = '/', companyCode = 2, apiHost = 'localhost:3000', config = TEST_CONFIG } = options;
  const rootData: RootData = {
    publicConfig: { apiKey: 'test-key', companyCode, apiHost },
    config,
    popups: null,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      // '/*' matches '/' too, so one route serves every path a test asks for.
      path: '/*',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <ModalProvider registry={options.registry ?? PROBE_REGISTRY}>
          {ui}
          <LocationProbe />
        </ModalProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

export interface LogInAs {
  email?: string;
  nombre?: string;
  token?: string;
  /** 0 once the first-entry verification is done; 1 or 2 while it is pending. */
  firstEntry?: number;
}

/** Stores customer 1001's session of company 2 with the given details (a pending first entry, another name). */
export function logInAs({
  email = 'cliente@example.com',
  nombre = 'Ana',
  token = 'token-de-prueba',
  firstEntry = 0,
}: LogInAs) {
  saveLogin(2, { client: { clientenro: 1001, email, nombre }, list: [], token, firstEntry });
}

/** Stores a customer session the way the login feature will. */
export function logIn(companyCode: 2 | 20 = 2, coupons = 0) {
  saveLogin(companyCode, {
    client: { clientenro: 1001, email: 'cliente@example.com', nombre: 'Ana' },
    list: [],
    token: 'token-de-prueba',
    firstEntry: 0,
  });
  if (coupons > 0) writeJson(companyCode, 'coupons', coupons);
}
