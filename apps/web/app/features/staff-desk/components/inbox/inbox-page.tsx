import type { BulkResult } from '@portal/domain';
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Callout } from '~/ui/callout/callout';
import { useAssignableMembers, useInbox } from '../../api/desk-queries';
import { useExportRequests } from '../../api/desk-tools-queries';
import { useHasDeskRole } from '../../hooks/use-desk-role';
import type { BulkTarget } from '../../lib/bulk-target';
import { filterOf, inboxQueryFrom, inboxSearchOf } from '../../lib/inbox-search';
import { BulkActions } from './bulk-actions';
import { BulkResultNotice } from './bulk-result-notice';
import { BulkSelectionBar } from './bulk-selection-bar';
import { ExportButton } from './export-button';
import { InboxFilters, type InboxFilterChange } from './inbox-filters';
import { InboxPager, pageCount } from './inbox-pager';
import { InboxTable } from './inbox-table';
import styles from './inbox.module.css';

interface Selection {
  /** The URL query the selection was made under: another filter or page starts with none. */
  search: string;
  rows: RowSelectionState;
  wholeFilter: boolean;
}

/** The inbox (issue #30 §2): every request, most urgent first, filtered through the URL. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const query = inboxQueryFrom(params);
  const search = inboxSearchOf(query).toString();
  const inbox = useInbox(query);
  const members = useAssignableMembers();
  const exportCsv = useExportRequests();
  const canBulk = useHasDeskRole('supervisor');
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const [stored, setStored] = useState<Selection>({ search, rows: {}, wholeFilter: false });
  const selection = stored.search === search ? stored : { search, rows: {}, wholeFilter: false };

  function go(next: Partial<typeof query>) {
    setParams(inboxSearchOf({ ...query, ...next }));
  }
  const changeFilter = (change: InboxFilterChange) => go({ ...change, page: 1 });
  const setRows = (updater: Updater<RowSelectionState>) =>
    setStored({
      search,
      rows: typeof updater === 'function' ? updater(selection.rows) : updater,
      wholeFilter: false,
    });

  const page = inbox.data;
  const items = page?.items ?? [];
  const ticked = Object.keys(selection.rows).filter((number) => selection.rows[number]);
  const target: BulkTarget | null = selection.wholeFilter
    ? { kind: 'filter', filter: filterOf(query), total: page?.total ?? 0 }
    : ticked.length > 0
      ? { kind: 'numbers', numbers: ticked }
      : null;
  const clearSelection = () => setStored({ search, rows: {}, wholeFilter: false });

  return (
    <div className={styles.inbox}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Gestiones</h1>
        {canBulk ? (
          <ExportButton
            label="Exportar el filtro en CSV"
            filename="gestiones.csv"
            download={() => exportCsv.mutateAsync(filterOf(query))}
          />
        ) : null}
      </div>
      <InboxFilters query={query} members={members.data?.members ?? []} onChange={changeFilter} />
      <p className={styles.summary} role="status" aria-live="polite" data-testid="inbox-summary">
        {page
          ? `${page.total} ${page.total === 1 ? 'gestión' : 'gestiones'} · ${page.overdueCount} ${
              page.overdueCount === 1 ? 'vencida' : 'vencidas'
            }`
          : 'Cargando gestiones…'}
      </p>
      {inbox.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar las gestiones. {inbox.error.message}
        </Callout>
      ) : null}
      {canBulk && target ? (
        <BulkSelectionBar
          target={target}
          canWiden={
            !selection.wholeFilter &&
            items.length > 0 &&
            ticked.length === items.length &&
            (page?.total ?? 0) > items.length
          }
          filterTotal={page?.total ?? 0}
          onWiden={() => setStored({ ...selection, wholeFilter: true })}
          onClear={clearSelection}
        >
          <BulkActions
            target={target}
            onDone={(result) => {
              setBulkResult(result);
              // What could not change stays selected, so the member can look at it and try again.
              if (result.skipped.length === 0) clearSelection();
            }}
          />
        </BulkSelectionBar>
      ) : null}
      {bulkResult ? <BulkResultNotice result={bulkResult} onClose={() => setBulkResult(null)} /> : null}
      {page && items.length === 0 ? (
        <p className={styles.empty}>No hay gestiones con estos filtros.</p>
      ) : (
        <InboxTable
          items={items}
          caption={`Gestiones, las más urgentes primero. Página ${query.page} de ${pageCount(
            page?.total ?? 0,
            query.pageSize,
          )}.`}
          selectable={canBulk}
          selection={selection.rows}
          onSelectionChange={setRows}
        />
      )}
      {page ? (
        <InboxPager
          page={query.page}
          pageSize={query.pageSize}
          total={page.total}
          onPage={(n) => go({ page: n })}
          onPageSize={(size) => go({ pageSize: size, page: 1 })}
        />
      ) : null}
    </div>
  );
}
