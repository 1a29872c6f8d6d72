import { INBOX_PAGE_SIZES } from '@portal/domain';
import { Button } from '~/ui/button/button';
import styles from './inbox.module.css';

export interface InboxPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Server-side paging: previous and next, where we are, and how many rows a page shows. */
export function InboxPager({ page, pageSize, total, onPage, onPageSize }: InboxPagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className={styles.pager} aria-label="Páginas de la bandeja">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className={styles.pagerText}>
        Página {page} de {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
      <label className={styles.pageSize}>
        Filas por página
        <select
          className={styles.control}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {INBOX_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
