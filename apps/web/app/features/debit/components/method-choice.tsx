import { Icon } from '~/ui/icon/icon';
import type { DebitMethod } from '../hooks/use-register-flow';
import styles from './debit.module.css';

export interface MethodChoiceProps {
  value: DebitMethod;
  /** Without the CBU method in the reference lists only the card is offered. */
  cbuOffered: boolean;
  onChange: (method: DebitMethod) => void;
}

const OPTIONS = [
  { method: 'card', label: 'Tarjeta de crédito o débito', icon: 'card' },
  { method: 'cbu', label: 'Cuenta bancaria (CBU)', icon: 'bank' },
] as const;

/** Card (step 1) or CBU (step 2): native radios, so arrows move between them and the choice is announced. */
export function MethodChoice({ value, cbuOffered, onChange }: MethodChoiceProps) {
  const options = cbuOffered ? OPTIONS : OPTIONS.slice(0, 1);
  return (
    <fieldset className={styles.choice}>
      <legend>¿Cómo querés pagar?</legend>
      {options.map((option) => (
        <label key={option.method} className={styles.option}>
          <input
            type="radio"
            name="debit-method"
            value={option.method}
            checked={value === option.method}
            onChange={() => onChange(option.method)}
          />
          <Icon name={option.icon} color="currentColor" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
