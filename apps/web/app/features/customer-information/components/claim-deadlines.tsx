import { REQUEST_CLASS_BUSINESS_DAYS, REQUEST_CLASSES } from '@portal/domain';
import { CLAIM_CLASS_TEXTS, CLAIM_DEADLINES_NOTE, CLAIM_STEPS } from '../data/customer-information-texts';
import styles from './customer-information.module.css';

/** The claims procedure, with the deadlines the requests desk counts for each legal class. */
export function ClaimDeadlines() {
  return (
    <>
      <ol className={styles.steps}>
        {CLAIM_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <table className={styles.table} data-testid="claim-deadlines">
        <caption>Plazos para resolver tu reclamo</caption>
        <thead>
          <tr>
            <th scope="col">Tipo de reclamo</th>
            <th scope="col">Plazo</th>
          </tr>
        </thead>
        <tbody>
          {REQUEST_CLASSES.map((requestClass) => (
            <tr key={requestClass}>
              <th scope="row">{CLAIM_CLASS_TEXTS[requestClass]}</th>
              <td>{REQUEST_CLASS_BUSINESS_DAYS[requestClass]} días hábiles</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{CLAIM_DEADLINES_NOTE}</p>
    </>
  );
}
