import { PAYMENT_BRAND_SECTION_LABELS, type PaymentBrand } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { FormActions } from '~/ui/form-actions/form-actions';
import { Modal } from '~/ui/modal/modal';
import { useDeletePaymentBrand, usePaymentBrands, useUploadBrandImage } from '../api/channels-queries';
import { useIsAdmin } from '../hooks/use-is-admin';
import { ImageUploadDialog } from './image-upload-dialog';
import { PaymentBrandDialog } from './payment-brand-dialog';
import styles from './staff-channels.module.css';

type Dialog =
  | { kind: 'edit'; brand: PaymentBrand | null }
  | { kind: 'image'; brand: PaymentBrand }
  | { kind: 'delete'; brand: PaymentBrand };

const column = createColumnHelper<PaymentBrand>();

/** The payment methods page's brands (issue #31 §1): every member reads them; admins keep them. */
export function PaymentBrandsPage() {
  const isAdmin = useIsAdmin();
  const brands = usePaymentBrands();
  const upload = useUploadBrandImage();
  const remove = useDeletePaymentBrand();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('section', {
        header: 'Sección',
        cell: (info) => PAYMENT_BRAND_SECTION_LABELS[info.getValue()],
      }),
      column.accessor('position', { header: 'Orden' }),
      column.accessor('name', { header: 'Nombre' }),
      column.accessor('imageUrl', {
        header: 'Imagen',
        cell: (info) =>
          info.getValue() ? (
            <img
              src={info.getValue()!}
              alt={info.row.original.name}
              width={72}
              height={40}
              className={styles.logo}
            />
          ) : (
            <span className={styles.muted}>Sin imagen (se muestra el nombre)</span>
          ),
      }),
      ...(isAdmin
        ? [
            column.display({
              id: 'acciones',
              header: 'Acciones',
              cell: ({ row: { original: brand } }) => (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setDialog({ kind: 'image', brand })}>
                    Imagen<span className="visually-hidden"> de {brand.name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setDialog({ kind: 'edit', brand })}>
                    Editar<span className="visually-hidden"> {brand.name}</span>
                  </Button>
                  <Button variant="ghost" onClick={() => setDialog({ kind: 'delete', brand })}>
                    Quitar<span className="visually-hidden"> {brand.name}</span>
                  </Button>
                </div>
              ),
            }),
          ]
        : []),
    ],
    [isAdmin],
  );
  // The React Compiler skips this component (TanStack Table's functions cannot be memoised); that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: brands.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  const close = () => setDialog(null);

  function confirmDelete(brand: PaymentBrand) {
    remove.mutate(
      { id: brand.id, version: brand.version },
      {
        onSettled: close,
        onError: (error) => setAlert(formFailure(error).alert),
      },
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Medios de pago</h1>
        {isAdmin ? (
          <Button onClick={() => setDialog({ kind: 'edit', brand: null })}>Agregar un medio de pago</Button>
        ) : null}
      </div>
      <p className={styles.lead}>
        Lo que muestra la página pública Medios de pago, por sección y en este orden.
      </p>
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      {brands.isPending ? <p role="status">Cargando los medios de pago…</p> : null}
      {brands.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los medios de pago. {brands.error.message}
        </Callout>
      ) : null}
      {brands.data ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>Medios de pago, por sección y orden</caption>
            <DataTableHead table={table} />
            <DataTableBody table={table} />
          </table>
        </div>
      ) : null}
      {dialog?.kind === 'edit' ? <PaymentBrandDialog editing={dialog.brand} onClose={close} /> : null}
      {dialog?.kind === 'image' ? (
        <ImageUploadDialog
          title={`Imagen de ${dialog.brand.name}`}
          subject={dialog.brand.name}
          currentUrl={dialog.brand.imageUrl}
          busy={upload.isPending}
          onUpload={(file) =>
            upload.mutateAsync({ id: dialog.brand.id, version: dialog.brand.version, file })
          }
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <Modal title={`Quitar ${dialog.brand.name}`} onClose={close} isDismissable={!remove.isPending}>
          <p>¿Quitamos {dialog.brand.name} de la página Medios de pago?</p>
          <FormActions>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => confirmDelete(dialog.brand)} disabled={remove.isPending}>
              Quitar
            </Button>
          </FormActions>
        </Modal>
      ) : null}
    </div>
  );
}
