import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  customerSearchQuerySchema,
  type CustomerSearchHit,
  type CustomerSearchQuery,
} from '@portal/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { TextField } from '~/ui/field/text-field';
import { useCustomerSearch } from '../api/customers-queries';
import { customerPath } from '../lib/customers-format';
import { RecordTable } from './record-table';
import styles from './customers.module.css';

const found = (count: number, q: string) =>
  count === 0
    ? `No encontramos clientes con «${q}».`
    : `${count === 1 ? '1 cliente encontrado' : `${count} clientes encontrados`} con «${q}».`;

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
      {search.data ? (
        <>
          <p role="status">{found(search.data.items.length, q)}</p>
          {search.data.items.length > 0 ? (
            <RecordTable
              caption="Clientes encontrados"
              rows={search.data.items}
              columns={columns}
              empty=""
              rowTestId="customer-row"
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
