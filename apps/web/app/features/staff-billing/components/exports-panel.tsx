import { zodResolver } from '@hookform/resolvers/zod';
import { billingExportQuerySchema, todayInUshuaia } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { saveFile } from '~/lib/save-file';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextField } from '~/ui/field/text-field';
import { useExportDebits, useExportPayments } from '../api/billing-queries';
import { useBillingRole } from '../hooks/use-billing-role';
import styles from './billing.module.css';

type RangeInput = z.input<typeof billingExportQuerySchema>;
type Range = z.output<typeof billingExportQuerySchema>;

function thisMonth(): { from: string; to: string } {
  const today = todayInUshuaia();
  const month = `${today.year}-${String(today.month).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${month}-${String(today.day).padStart(2, '0')}` };
}

/** The files the billing system, the card processor and the bank take; each download is audited. */
export function ExportsPanel() {
  const isAdmin = useBillingRole('admin');
  const payments = useExportPayments();
  const debits = useExportDebits();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<RangeInput, unknown, Range>({
    resolver: zodResolver(billingExportQuerySchema),
    defaultValues: thisMonth(),
  });
  const { errors } = form.formState;
  const onError = (error: unknown) => setAlert(formFailure(error).alert);

  const submit = form.handleSubmit(({ from, to }) => {
    setAlert(null);
    payments.mutate(
      { from, to },
      { onSuccess: (blob) => saveFile(blob, `pagos-${from}-${to}.csv`), onError },
    );
  });

  function exportDebits(destino: 'tarjetas' | 'cbu') {
    setAlert(null);
    debits.mutate(destino, { onSuccess: (blob) => saveFile(blob, `debitos-${destino}.csv`), onError });
  }

  return (
    <section className={styles.section} aria-labelledby="exports-title">
      <h2 id="exports-title" className={styles.sectionTitle}>
        Exportaciones
      </h2>
      <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate aria-label="Pagos en línea">
        <p className={styles.lead}>
          Pagos aprobados en línea entre dos días (hora de Ushuaia), en el CSV que lee el sistema de
          facturación.
        </p>
        <div className={styles.row}>
          <TextField type="date" label="Desde" error={errors.from?.message} {...form.register('from')} />
          <TextField type="date" label="Hasta" error={errors.to?.message} {...form.register('to')} />
          <Button
            type="submit"
            variant="secondary"
            disabled={payments.isPending}
            aria-busy={payments.isPending}
          >
            {payments.isPending ? 'Preparando el CSV…' : 'Descargar pagos'}
          </Button>
        </div>
      </form>
      {isAdmin ? (
        <div className={styles.panel}>
          <p className={styles.lead}>
            Adhesiones vigentes al débito automático. Es el único lugar donde se descifran tarjetas y CBU:
            solo administradores.
          </p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => exportDebits('tarjetas')} disabled={debits.isPending}>
              Descargar débitos con tarjeta
            </Button>
            <Button variant="secondary" onClick={() => exportDebits('cbu')} disabled={debits.isPending}>
              Descargar débitos por CBU
            </Button>
          </div>
        </div>
      ) : null}
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
    </section>
  );
}
