import { Form, useNavigation } from 'react-router';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextField } from '~/ui/field/text-field';
import type { TrackerOutcome } from '../lib/tracker-outcome';
import styles from './claim-tracker.module.css';
import { TrackedRequestCard } from './tracked-request';

const NOT_FOUND =
  'No encontramos una gestión con ese número y ese DNI o CUIT. Revisá los datos: el número está en el email ' +
  'que te enviamos al registrarla.';
const FAILED = 'Ocurrió un error al consultar la gestión. Probá de nuevo en unos minutos.';

/**
 * The claim tracker: a plain form that posts to the page's action, so it answers before (and without) the
 * page's scripts; the answer renders under it and the fields keep what was typed.
 */
export function ClaimTracker({ outcome }: { outcome: TrackerOutcome | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const fields = outcome?.kind === 'invalid' ? outcome.fields : {};
  return (
    <div className={styles.tracker}>
      <Form method="post" className={styles.form} noValidate aria-describedby="tracker-help">
        <p id="tracker-help" className={styles.help}>
          El número de gestión está en el email que te enviamos al registrarla. Usá el DNI o CUIT de quien la
          registró.
        </p>
        <TextField
          label="Número de gestión"
          name="numero"
          defaultValue={outcome?.values.numero}
          error={fields.numero}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="G-2026-000123"
          maxLength={20}
        />
        <TextField
          label="DNI o CUIT"
          name="dni"
          defaultValue={outcome?.values.dni}
          error={fields.dni}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Consultando…' : 'Consultar'}
        </Button>
      </Form>
      <div aria-live="polite">
        {outcome?.kind === 'found' ? <TrackedRequestCard request={outcome.request} /> : null}
        {outcome?.kind === 'not-found' ? <Callout tone="warning">{NOT_FOUND}</Callout> : null}
        {outcome?.kind === 'failed' ? <Callout tone="error">{outcome.message ?? FAILED}</Callout> : null}
      </div>
    </div>
  );
}
