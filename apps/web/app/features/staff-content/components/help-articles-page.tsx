import { HELP_ARTICLE_SECTION_LABELS, type StaffHelpArticle } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { useHelpArticles } from '../api/site-content-queries';
import { useIsAdmin } from '../hooks/use-is-admin';
import { ContentPage } from './content-page';
import { HelpArticleForm } from './help-article-form';
import styles from './site-content.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; article: StaffHelpArticle } | null;
const column = createColumnHelper<StaffHelpArticle>();

/** Help centre articles per tab (issue #31 §2): every member reads them; admins write and retire them. */
export function HelpArticlesPage() {
  const isAdmin = useIsAdmin();
  const articles = useHelpArticles();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo(
    () => [
      column.accessor('section', {
        header: 'Sección',
        cell: (info) => HELP_ARTICLE_SECTION_LABELS[info.getValue()],
      }),
      column.accessor('sortOrder', { header: 'Orden' }),
      column.accessor('question', { header: 'Pregunta' }),
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
                <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', article: original })}>
                  Editar<span className="visually-hidden"> «{original.question}»</span>
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [isAdmin],
  );
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: articles.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <ContentPage
      title="Centro de ayuda"
      action={
        isAdmin && editing === null ? (
          <Button onClick={() => setEditing({ kind: 'new' })}>Nuevo artículo</Button>
        ) : null
      }
    >
      {editing ? (
        <HelpArticleForm
          key={editing.kind === 'edit' ? editing.article.id : 'new'}
          editing={editing.kind === 'edit' ? editing.article : null}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {articles.isPending ? <p role="status">Cargando los artículos…</p> : null}
      {articles.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar los artículos. {articles.error.message}
        </Callout>
      ) : null}
      {articles.data ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>Artículos por sección, en el orden del sitio</caption>
            <DataTableHead table={table} />
            <DataTableBody table={table} />
          </table>
        </div>
      ) : null}
    </ContentPage>
  );
}
