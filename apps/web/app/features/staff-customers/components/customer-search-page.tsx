import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  customerSearchQuerySchema,
  type CustomerSearchHit,
  type CustomerSearchQuery,
} from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { TextField } from '~/ui/field/text-field';
import { useCustomerSearch } from '../api/customers-queries';
import { customerPath } from '../lib/customers-format';
import styles from './customers.module.css';

const column = createColumnHelper<CustomerSearchHit>();
const columns = [
  column.accessor('customerNumber', {
    header: 'Cliente',
    cell: (info) => <Link to={customerPath(info.getValue())}>{info.getValue()}</Link>,
  }),
  column.accessor('name', { header: 'Nombre' }),
  column.accessor('dni', { header: 'DNI' }),
  column.accessor('email', { header: 'Email', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('locality', { header: 'Localidad', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('status', { header: 'Estado' }),
];

function Results({ items }: { items: CustomerSearchHit[] }) {
  // TanStack Table's instance is rebuilt each render on purpose; the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: items, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {items.length === 1 ? '1 cliente encontrado' : `${items.length} clientes encontrados`}
        </caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} rowProps={() => ({ 'data-testid': 'customer-row' })} />
      </table>
    </div>
  );
}

/** Finding a customer (issue #31 §3): the query travels in the URL, so a result can be shared or reloaded. */
export function CustomerSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useCustomerSearch(q);
  const form = useForm<CustomerSearchQuery>({
    resolver: zodResolver(customerSearchQuerySchema),
    defaultValues: { q },
  });
  const submit = form.handleSubmit((values) => setParams({ q: values.q }));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Clientes</h1>
      <form role="search" className={styles.searchForm} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.searchField}>
          <TextField
            type="search"
            label="Buscar cliente"
            hint="Número de cliente, DNI, el comienzo del nombre o del apellido, o el email."
            maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
            error={form.formState.errors.q?.message}
            {...form.register('q')}
          />
        </div>
        <Button type="submit" className={styles.searchButton}>
          Buscar
        </Button>
      </form>
      {search.isFetching && !search.data ? <p role="status">Buscando…</p> : null}
      {search.isError ? (
        <Callout tone="error" announce>
          No pudimos buscar. {search.error.message}
        </Callout>
      ) : null}
      {search.data && search.data.items.length === 0 ? (
        <p role="status">No encontramos clientes con «{q}».</p>
      ) : null}
      {search.data && search.data.items.length > 0 ? <Results items={search.data.items} /> : null}
    </div>
  );
}
