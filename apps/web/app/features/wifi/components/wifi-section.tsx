import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';
import { useSession } from '~/lib/session/use-session';
import { Button } from '~/ui/button/button';
import { useWifiServices } from '../api/wifi-api';
import styles from './wifi.module.css';

// The form and its library download when a person asks to change a network, and the dialog with the first modal
// opened: Mis servicios is the account's first page and carries its JavaScript budget (design §8).
const WifiForm = lazy(() => import('./wifi-form').then((module) => ({ default: module.WifiForm })));
const WifiSavedModal = lazy(() => import('./wifi-saved-modal'));

/** WiFi network changes for each internet service of the active customer; nothing without one. */
export function WifiSection() {
  const session = useSession();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = useWifiServices(clientenro, !session.firstEntry);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const [open, setOpen] = useState<number[]>([]);

  if (clientenro === undefined || !query.data || query.data.services.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="wifi-title" data-testid="wifi-section">
      <h2 id="wifi-title" className={styles.title}>
        Tu red WiFi
      </h2>
      <p className={styles.intro}>
        Cambiá el nombre y la contraseña de tu red. Los aplicamos en tu equipo y quedan registrados en Mis
        gestiones.
      </p>
      {query.data.services.map((service) =>
        open.includes(service.id) ? (
          <Suspense key={service.id} fallback={<p role="status">Cargando el formulario de tu red…</p>}>
            <WifiForm
              clientenro={clientenro}
              service={service}
              onSaved={(number) => {
                setSaved(number);
                void queryClient.invalidateQueries({ queryKey: customerRequestsQueryKey(clientenro) });
              }}
            />
          </Suspense>
        ) : (
          <div key={service.id} className={styles.form}>
            <h3 className={styles.service}>Red WiFi de {service.producto}</h3>
            <Button variant="secondary" onClick={() => setOpen((ids) => [...ids, service.id])}>
              Cambiar nombre y contraseña
            </Button>
          </div>
        ),
      )}
      {saved ? (
        <Suspense fallback={null}>
          <WifiSavedModal number={saved} onClose={() => setSaved(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
