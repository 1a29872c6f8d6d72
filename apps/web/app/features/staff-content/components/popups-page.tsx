import { POPUP_PAGES, type StaffPopup } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { usePopups, useUpdatePopup } from '../api/site-content-queries';
import { useIsAdmin } from '../hooks/use-is-admin';
import { formatDay } from '../lib/dates';
import { popupInputOf } from '../lib/popup-values';
import { ContentPage } from './content-page';
import { PopupForm } from './popup-form';
import styles from './site-content.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; popup: StaffPopup } | null;

const pageLabel = (path: string) => POPUP_PAGES.find((p) => p.path === path)?.label ?? path;
// The message's text, for the table (the HTML itself shows in the form's preview).
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const column = createColumnHelper<StaffPopup>();

/** Pop-ups (issue #31 §2): every member sees them; admins create, edit and retire them. */
export function PopupsPage() {
  const isAdmin = useIsAdmin();
  const popups = usePopups();
  const update = useUpdatePopup();
  const [editing, setEditing] = useState<Editing>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const columns = useMemo(() => {
    function retire(popup: StaffPopup) {
      setAlert(null);
      update.mutate(
        { id: popup.id, update: { ...popupInputOf(popup), active: false, version: popup.version } },
        { onError: (error) => setAlert(formFailure(error).alert) },
      );
    }
    return [
      column.accessor('message', {
        header: 'Mensaje',
        cell: (info) => <span className={styles.clamp}>{plainText(info.getValue())}</span>,
      }),
      column.accessor('pages', {
        header: 'Páginas',
        cell: (info) => info.getValue().map(pageLabel).join(', '),
      }),
      column.display({
        id: 'fechas',
        header: 'Fechas',
        cell: ({ row: { original } }) =>
          `${formatDay(original.dateFrom)} al ${formatDay(original.dateUntil)}`,
      }),
      column.accessor('active', {
        header: 'Estado',
        cell: (info) => (info.getValue() ? 'Publicado' : 'Retirado'),
      }),
      ...(isAdmin
        ? [
            column.display({
              id: 'acciones',
              header: 'Acciones',
              cell: ({ row: { original } }) => (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', popup: original })}>
                    Editar<span className="visually-hidden"> el pop-up {original.id}</span>
                  </Button>
                  {original.active ? (
                    <Button variant="ghost" onClick={() => retire(original)} disabled={update.isPending}>
                      Retirar<span className="visually-hidden"> el pop-up {original.id}</span>
                    </Button>
                  ) : null}
                </div>
              ),
            }),
          ]
        : []),
    ];
  }, [isAdmin, update]);
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: popups.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <ContentPage
      title="Pop-ups"
      action={
        isAdmin && editing === null ? (
          <Button onClick={() => setEditing({ kind: 'new' })}>Nuevo pop-up</Button>
        ) : null
      }
    >
      {editing ? (
        <PopupForm
          key={editing.kind === 'edit' ? editing.popup.id : 'new'}
          editing={editing.kind === 'edit' ? editing.popup : null}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      {popups.isPending ? <p role="status">Cargando los pop-ups…</p> : null}
      {popups.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los pop-ups. {popups.error.message}
        </Callout>
      ) : null}
      {popups.data && popups.data.items.length === 0 ? <p>Todavía no hay pop-ups.</p> : null}
      {popups.data && popups.data.items.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>Pop-ups, los más nuevos primero</caption>
            <DataTableHead table={table} />
            <DataTableBody
              table={table}
              rowProps={(row) => ({ 'data-testid': `popup-row-${row.original.id}` })}
            />
          </table>
        </div>
      ) : null}
    </ContentPage>
  );
}
