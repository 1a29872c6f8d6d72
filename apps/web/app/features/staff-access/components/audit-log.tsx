// /gestion/auditoria (admin): filters applied on 'Filtrar', server-side pages, and the CSV of the same filters.
import { auditQuerySchema, type AuditQueryInput } from '@portal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { useAuditExport, useAuditPage, useStaffMembers } from '../api/staff-admin-api';
import { AUDIT_ACTION_LABELS } from '../lib/audit-labels';
import { saveFile } from '~/lib/save-file';
import { AuditTable } from './audit-table';
import styles from './desk-page.module.css';

const PAGE_SIZE = 50;
const filterSchema = auditQuerySchema;
type FilterInput = z.input<typeof filterSchema>;

const actionOptions = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export function AuditLog() {
  const [filters, setFilters] = useState<AuditQueryInput>({ pagina: 1, porPagina: PAGE_SIZE });
  const page = useAuditPage(filters);
  const members = useStaffMembers();
  const exportCsv = useAuditExport();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterInput>({
    resolver: zodResolver(filterSchema),
    defaultValues: { miembro: undefined, accion: '', objeto: '', desde: '', hasta: '' },
  });

  const apply = handleSubmit((values) => {
    setFilters({
      miembro: values.miembro,
      accion: values.accion,
      objeto: values.objeto,
      desde: values.desde,
      hasta: values.hasta,
      pagina: 1,
      porPagina: PAGE_SIZE,
    });
  });
  const goTo = (pagina: number) => setFilters((current) => ({ ...current, pagina }));

  const download = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const { pagina: _page, porPagina: _size, ...only } = filters;
      saveFile(await exportCsv(only), 'auditoria.csv');
    } catch (error) {
      setExportError(formFailure(error).alert);
    } finally {
      setExporting(false);
    }
  };

  const total = page.data?.total ?? 0;
  const current = page.data?.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const memberOptions = (members.data?.items ?? []).map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Auditoría</h1>
        <Button variant="secondary" onClick={() => void download()} disabled={exporting}>
          {exporting ? 'Exportando…' : 'Exportar CSV'}
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className={styles.alert}>
          {exportError}
        </p>
      ) : null}
      <form className={styles.panel} noValidate onSubmit={apply} aria-label="Filtros de auditoría">
        <div className={styles.filters}>
          <SelectField
            label="Miembro"
            options={memberOptions}
            placeholder="Todos"
            error={errors.miembro?.message}
            {...register('miembro', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
          <SelectField
            label="Acción"
            options={actionOptions}
            placeholder="Todas"
            error={errors.accion?.message}
            {...register('accion')}
          />
          <TextField label="Objeto (id)" error={errors.objeto?.message} {...register('objeto')} />
          <TextField
            label="Desde"
            type="date"
            error={errors.desde?.message}
            {...register('desde', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
          <TextField
            label="Hasta"
            type="date"
            error={errors.hasta?.message}
            {...register('hasta', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
          <Button type="submit">Filtrar</Button>
        </div>
      </form>
      {page.isError ? (
        <p role="alert" className={styles.alert}>
          {formFailure(page.error).alert}
        </p>
      ) : null}
      <p role="status" aria-live="polite">
        {page.isPending ? 'Cargando el registro…' : `${total} ${total === 1 ? 'entrada' : 'entradas'}`}
      </p>
      {page.data ? <AuditTable entries={page.data.items} /> : null}
      <nav className={styles.pager} aria-label="Páginas del registro">
        <Button variant="secondary" disabled={current <= 1} onClick={() => goTo(current - 1)}>
          Anterior
        </Button>
        <span>
          Página {current} de {pages}
        </span>
        <Button variant="secondary" disabled={current >= pages} onClick={() => goTo(current + 1)}>
          Siguiente
        </Button>
      </nav>
    </>
  );
}
