import { POWER_OF_ATTORNEY } from '../data/customer-information-texts';
import styles from './customer-information.module.css';

/** A printable 'carta poder': the form's blanks are lines to fill by hand (there is no PDF of it yet). */
export function PowerOfAttorney() {
  return (
    <>
      <p>{POWER_OF_ATTORNEY.intro}</p>
      <p className={styles.note}>{POWER_OF_ATTORNEY.printHint}</p>
      <div className={styles.letter} data-testid="carta-poder">
        <p className={styles.letterTitle}>{POWER_OF_ATTORNEY.title}</p>
        {POWER_OF_ATTORNEY.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className={styles.signatures}>
          {POWER_OF_ATTORNEY.signatures.map((label) => (
            <p key={label} className={styles.signature}>
              {label}
            </p>
          ))}
        </div>
      </div>
      <p className={styles.note}>{POWER_OF_ATTORNEY.enacomNote}</p>
    </>
  );
}
