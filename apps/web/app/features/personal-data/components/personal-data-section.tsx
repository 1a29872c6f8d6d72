import { messages } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api/api-client';
import { formFailure } from '~/lib/api/form-failure';
import { useApiClient } from '~/lib/api/use-api-client';
import { saveFile } from '~/lib/save-file';
import { useSession } from '~/lib/session/use-session';
import { AaipLegend } from '~/ui/aaip-legend/aaip-legend';
import { Button } from '~/ui/button/button';
import { PageSection } from '~/ui/page-section/page-section';
import { fetchPersonalDataFile, usePersonalData, type PersonalDataFormat } from '../api/personal-data-api';
import { ConsentsList } from './consents-list';
import styles from './personal-data.module.css';

// The confirmation dialog and its mutation come with the first press, not with the page.
const SuppressionModal = lazy(() => import('./suppression-modal'));

const DOWNLOAD_FAILED = 'No pudimos descargar tus datos. Probá de nuevo en unos minutos.';

/** A refusal written for the person (a limit) is shown as is; anything else gets the generic text. */
function downloadFailure(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : DOWNLOAD_FAILED;
}

/** Mis datos (Ley 25.326): download, consents, rectification and suppression of the signed-in person's data. */
export function PersonalDataSection() {
  const session = useSession();
  const api = useApiClient();
  const clientenro = session.client ? Number(session.client.clientenro) : undefined;
  const query = usePersonalData(clientenro, !session.firstEntry);
  const [downloading, setDownloading] = useState<PersonalDataFormat | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [suppressionOpen, setSuppressionOpen] = useState(false);

  if (clientenro === undefined) return null;
  if (session.firstEntry) {
    return (
      <p role="status">
        <strong>{messages.firstEntryPending}</strong> {messages.firstEntryPendingDetail}
      </p>
    );
  }

  const download = async (format: PersonalDataFormat) => {
    setDownloading(format);
    setDownloadError(null);
    try {
      const file = await fetchPersonalDataFile(api, clientenro, format);
      saveFile(file.blob, file.filename);
    } catch (error) {
      setDownloadError(downloadFailure(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <PageSection
        title="Descargá tus datos"
        intro="Todo lo que el portal guarda sobre vos: tus datos personales y de contacto, tus clientes, gestiones y respuestas, consentimientos, facturas, pagos y débito automático (con los números enmascarados)."
        className={styles.section}
      >
        <div className={styles.buttons}>
          <Button onClick={() => void download('pdf')} disabled={downloading !== null}>
            {downloading === 'pdf' ? 'Descargando…' : 'Descargar en PDF'}
          </Button>
          <Button variant="secondary" onClick={() => void download('json')} disabled={downloading !== null}>
            {downloading === 'json' ? 'Descargando…' : 'Descargar en JSON'}
          </Button>
        </div>
        {downloadError ? (
          <p className={styles.alert} role="alert">
            {downloadError}
          </p>
        ) : null}
      </PageSection>

      <PageSection title="Tus consentimientos" className={styles.section}>
        {query.isPending ? (
          <p role="status">Cargando tus consentimientos…</p>
        ) : query.isError ? (
          <p role="alert">{formFailure(query.error).alert}</p>
        ) : (
          <ConsentsList consents={query.data.consentimientos} />
        )}
      </PageSection>

      <PageSection
        title="Corregí tus datos"
        intro="Si algún dato está mal o desactualizado, lo podés cambiar vos mismo."
        className={styles.section}
      >
        <ul className={styles.links}>
          <li>
            <Link to={{ search: '?editar=datos' }}>Cambiar tus datos de contacto</Link>
          </li>
          <li>
            <Link to={{ search: '?editar=contrasena' }}>Cambiar tu contraseña</Link>
          </li>
        </ul>
      </PageSection>

      <PageSection
        title="Pedí la supresión de tus datos"
        intro="Registramos tu pedido como una gestión y te respondemos dentro de los 5 días hábiles. Las facturas y los pagos los tenemos que conservar por ley."
        className={styles.section}
      >
        <Button variant="secondary" onClick={() => setSuppressionOpen(true)}>
          Pedir la supresión
        </Button>
        <AaipLegend />
      </PageSection>

      {suppressionOpen ? (
        <Suspense fallback={null}>
          <SuppressionModal clientenro={clientenro} onClose={() => setSuppressionOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
