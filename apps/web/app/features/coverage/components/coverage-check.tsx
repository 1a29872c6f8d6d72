import {
  coverageAddress,
  coverageAnswerText,
  coverageQueryProblems,
  coveredLocality,
  localitiesSentence,
  type CoverageAnswer,
} from '@portal/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button/button';
import { useModals } from '~/ui/modal/modal-manager';
import styles from './coverage-check.module.css';

/** The last option: any place of the province that is not on the list, for staff to check. */
export const OTHER_LOCALITY = 'Otra localidad';

/** What was asked: the query parameters of the GET form, read by the server when scripts did not run. */
export interface CoverageQuery {
  locality: string;
  street: string;
}

interface Answer {
  result: CoverageAnswer;
  locality: string;
  address: string;
}

type Problems = ReturnType<typeof coverageQueryProblems>;

function answerFor({ locality, street }: CoverageQuery, localities: readonly string[]): Answer | null {
  if (Object.keys(coverageQueryProblems({ locality, street })).length > 0) return null;
  const listed = coveredLocality(locality, localities);
  if (listed) return { result: 'covered', locality: listed, address: coverageAddress(street, listed) };
  const other = locality === OTHER_LOCALITY;
  return { result: 'unknown', locality, address: coverageAddress(street, other ? '' : locality) };
}

export interface CoverageCheckProps {
  /** The company config's covered localities. */
  localities: readonly string[];
  /** An answer the server already rendered (the form was sent without scripts). */
  initial?: CoverageQuery | null;
}

/**
 * '¿Hay cobertura en mi domicilio?' (one per page: its ids are fixed) (issue #12 §2): a plain GET form that the server answers without scripts,
 * and that answers in place with them; either answer opens the contact form with the address.
 */
export function CoverageCheck({ localities, initial }: CoverageCheckProps) {
  const modals = useModals();
  const [answer, setAnswer] = useState<Answer | null>(() =>
    initial ? answerFor(initial, localities) : null,
  );
  // The server shows the same messages when the form came without scripts and a field empty.
  const [problems, setProblems] = useState<Problems>(() => (initial ? coverageQueryProblems(initial) : {}));
  // An answer read from the query selects the option it matched, spelled as the list spells it.
  const [initialLocality] = useState(() =>
    answer?.result === 'covered' ? answer.locality : (initial?.locality ?? ''),
  );

  const status = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  // On a phone the answer lands below the button: bring it into view once asked (never on page load).
  useEffect(() => {
    if (asked.current) status.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    asked.current = true;
    const form = new FormData(event.currentTarget);
    const query = { locality: String(form.get('localidad') ?? ''), street: String(form.get('calle') ?? '') };
    const found = coverageQueryProblems(query);
    setProblems(found);
    setAnswer(answerFor(query, localities));
    const first = found.locality ? 'cobertura-localidad' : found.street ? 'cobertura-calle' : null;
    if (first) document.getElementById(first)?.focus();
  };

  return (
    <section
      className={styles.card}
      aria-labelledby="cobertura-titulo"
      id="cobertura"
      data-testid="coverage-check"
    >
      <h2 id="cobertura-titulo" className={styles.title}>
        ¿Hay cobertura en mi domicilio?
      </h2>
      <p className={styles.intro}>
        Instalamos en {localitiesSentence(localities)}. Consultá por tu dirección.
      </p>
      <form method="get" action="/#cobertura" onSubmit={onSubmit} className={styles.form} noValidate>
        {/* Plain controls rather than ui/field: the home's JavaScript stays within its budget (design §8). */}
        <label className={styles.label} htmlFor="cobertura-localidad">
          Localidad
        </label>
        <select
          id="cobertura-localidad"
          name="localidad"
          className={styles.control}
          defaultValue={initialLocality}
          required
          aria-invalid={problems.locality ? true : undefined}
          aria-describedby={problems.locality ? 'cobertura-localidad-error' : undefined}
        >
          <option value="">Elegí tu localidad</option>
          {[...localities, OTHER_LOCALITY].map((locality) => (
            <option key={locality}>{locality}</option>
          ))}
        </select>
        {problems.locality ? (
          <p id="cobertura-localidad-error" className={styles.error}>
            {problems.locality}
          </p>
        ) : null}
        <label className={styles.label} htmlFor="cobertura-calle">
          Calle y número
        </label>
        <input
          id="cobertura-calle"
          name="calle"
          className={styles.control}
          autoComplete="address-line1"
          maxLength={60}
          defaultValue={initial?.street ?? ''}
          required
          aria-invalid={problems.street ? true : undefined}
          aria-describedby={problems.street ? 'cobertura-calle-error' : undefined}
        />
        {problems.street ? (
          <p id="cobertura-calle-error" className={styles.error}>
            {problems.street}
          </p>
        ) : null}
        <Button type="submit" className={styles.submit}>
          Consultar cobertura
        </Button>
      </form>
      <div role="status" className={styles.answer} ref={status}>
        {answer ? (
          <>
            <p className={styles.answerText} data-testid="coverage-answer" data-result={answer.result}>
              {coverageAnswerText(answer.result, answer.locality)}
            </p>
            <Button
              variant={answer.result === 'covered' ? 'primary' : 'secondary'}
              onClick={() => modals.open('main-3', { topic: 'coverage', address: answer.address })}
            >
              {answer.result === 'covered' ? 'Quiero que me contacten' : 'Consultar por mi domicilio'}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
