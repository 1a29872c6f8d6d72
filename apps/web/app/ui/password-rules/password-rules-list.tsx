import { checkPasswordRules } from '@portal/domain';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import styles from './password-rules.module.css';

export interface PasswordRulesListProps {
  password: string;
  repeat: string;
  id?: string;
}

/** The three rules of spec §5, each with a tick or a cross, the state also said in words. */
export function PasswordRulesList({ password, repeat, id }: PasswordRulesListProps) {
  return (
    <ul id={id} className={styles.rules} aria-label="Requisitos de la contraseña" aria-live="polite">
      {checkPasswordRules(password, repeat).map((rule) => (
        <li
          key={rule.id}
          className={rule.ok ? styles.ruleOk : styles.ruleFail}
          data-rule={rule.id}
          data-ok={rule.ok}
        >
          {rule.ok ? <Check aria-hidden="true" size={18} /> : <X aria-hidden="true" size={18} />}
          <span className="visually-hidden">{rule.ok ? 'Cumplido: ' : 'Pendiente: '}</span>
          {rule.message}
        </li>
      ))}
    </ul>
  );
}
