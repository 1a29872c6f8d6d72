import {
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  DESK_STATUSES,
  INBOX_SEARCH_MAX_LENGTH,
  type InboxQuery,
  type StaffMemberRef,
} from '@portal/domain';
import type { FormEvent } from 'react';
import { Button } from '~/ui/button/button';
import { REQUEST_TYPE_OPTIONS, statusLabel } from '../../lib/desk-format';
import styles from './inbox.module.css';

export type InboxFilterChange = Partial<Omit<InboxQuery, 'page' | 'pageSize'>>;

export interface InboxFiltersProps {
  query: InboxQuery;
  members: readonly StaffMemberRef[];
  /** Applies a change of filter (the page goes back to the first). */
  onChange: (change: InboxFilterChange) => void;
}

const STATUS_OPTIONS = DESK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const QUEUE_OPTIONS = DESK_QUEUES.map((q) => ({ value: q, label: DESK_QUEUE_LABELS[q] }));

interface FilterSelectProps {
  name: keyof InboxFilterChange;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (change: InboxFilterChange) => void;
}

/** A select that applies at once: a desk filters many times an hour, an extra button press each time adds up. */
function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <select
        name={name}
        className={styles.control}
        value={value ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value || undefined })}
      >
        <option value="">Todos</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The inbox's filters. Selects, checkboxes and dates apply as they change; the words (search and locality)
 * apply on Enter or 'Buscar', so each key press does not ask the server again.
 */
export function InboxFilters({ query, members, onChange }: InboxFiltersProps) {
  const assigneeOptions = [
    { value: 'me', label: 'Yo' },
    { value: 'none', label: 'Sin asignar' },
    ...members.map((m) => ({ value: String(m.id), label: m.name })),
  ];

  function submitWords(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const words = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onChange({ q: words('q'), locality: words('locality') });
  }

  return (
    <div className={styles.filters}>
      {/* Keyed by the URL's values: the back button puts the previous words back in the boxes. */}
      <form
        role="search"
        aria-label="Buscar gestiones"
        className={styles.search}
        onSubmit={submitWords}
        key={`${query.q ?? ''}|${query.locality ?? ''}`}
      >
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Buscar</span>
          <input
            type="search"
            name="q"
            className={styles.control}
            defaultValue={query.q ?? ''}
            maxLength={INBOX_SEARCH_MAX_LENGTH}
            aria-describedby="inbox-search-hint"
          />
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Localidad</span>
          <input
            type="text"
            name="locality"
            className={styles.control}
            defaultValue={query.locality ?? ''}
            maxLength={60}
          />
        </label>
        <Button type="submit" variant="secondary" className={styles.searchButton}>
          Buscar
        </Button>
        <p id="inbox-search-hint" className={styles.hint}>
          Número de gestión o de cliente, nombre, DNI, email o palabras del texto.
        </p>
      </form>
      <fieldset className={styles.filterRow}>
        <legend className="visually-hidden">Filtros</legend>
        <FilterSelect
          name="type"
          label="Tipo"
          value={query.type === undefined ? undefined : String(query.type)}
          options={REQUEST_TYPE_OPTIONS}
          onChange={(change) =>
            onChange({ type: change.type === undefined ? undefined : Number(change.type) })
          }
        />
        <FilterSelect
          name="status"
          label="Estado"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={onChange}
        />
        <FilterSelect
          name="queue"
          label="Cola"
          value={query.queue}
          options={QUEUE_OPTIONS}
          onChange={onChange}
        />
        <FilterSelect
          name="assignee"
          label="Asignada a"
          value={query.assignee}
          options={assigneeOptions}
          onChange={onChange}
        />
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Desde</span>
          <input
            type="date"
            className={styles.control}
            value={query.from ?? ''}
            max={query.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Hasta</span>
          <input
            type="date"
            className={styles.control}
            value={query.to ?? ''}
            min={query.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={query.open === 'true'}
            onChange={(event) => onChange({ open: event.target.checked ? 'true' : undefined })}
          />
          Solo abiertas
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={query.overdue === 'true'}
            onChange={(event) => onChange({ overdue: event.target.checked ? 'true' : undefined })}
          />
          Solo vencidas
        </label>
      </fieldset>
    </div>
  );
}
