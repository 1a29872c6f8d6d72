import {
  defaultCardExpiry,
  formatCardExpiry,
  isValidCardExpiry,
  MAX_CARD_EXPIRY_YEARS_AHEAD,
  minCardExpiry,
  parseCardExpiry,
  todayInUshuaia,
} from '@portal/domain';
import { useId } from 'react';
import { SelectField } from '~/ui/field/select-field';
import styles from './debit.module.css';

export interface ExpiryPickerProps {
  /** 'MM/YYYY', the wire format of clienteDebVto. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Spec §5: a month and year picker from the current month on, two months ahead by default (the form's default
 * value). Months out of range are disabled, and a year change keeps the month only while it is still valid.
 */
export function ExpiryPicker({ value, onChange, error }: ExpiryPickerProps) {
  const errorId = useId();
  const today = todayInUshuaia();
  const min = minCardExpiry(today);
  const current = parseCardExpiry(value) ?? defaultCardExpiry(today);
  const years = Array.from({ length: MAX_CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, index) =>
    String(min.year + index),
  );

  const pick = (month: number, year: number) => {
    const valid = isValidCardExpiry({ month, year }, today);
    onChange(formatCardExpiry({ month: valid ? month : min.month, year }));
  };

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-testid="card-expiry"
    >
      <legend className={styles.legend}>Vencimiento de la tarjeta</legend>
      <div className={styles.expiry}>
        <SelectField
          label="Mes"
          placeholder={null}
          value={String(current.month)}
          options={MONTHS.map((month) => ({
            value: String(month),
            label: String(month).padStart(2, '0'),
            disabled: !isValidCardExpiry({ month, year: current.year }, today),
          }))}
          onChange={(event) => pick(Number(event.target.value), current.year)}
        />
        <SelectField
          label="Año"
          placeholder={null}
          value={String(current.year)}
          options={years}
          onChange={(event) => pick(current.month, Number(event.target.value))}
        />
      </div>
      {error ? (
        <span id={errorId} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
