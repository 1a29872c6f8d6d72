import { COVERED_LOCALITIES_MAX } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { FieldError } from '~/ui/field/field-error';
import { TextField } from '~/ui/field/text-field';
import styles from './site-content.module.css';

export interface LocalitiesEditorProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  readOnly: boolean;
  /** The list's own message (none listed) and each locality's. */
  error?: string;
  itemErrors?: readonly (string | undefined)[];
}

/** The covered localities, one field each: the list the coverage check and the service pages name. */
export function LocalitiesEditor({
  value,
  onChange,
  readOnly,
  error,
  itemErrors = [],
}: LocalitiesEditorProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'company-localities-error' : undefined}>
      <legend>Localidades con cobertura</legend>
      {value.map((locality, index) => (
        <div key={index} className={styles.listRow}>
          <TextField
            label={`Localidad ${index + 1}`}
            value={locality}
            error={itemErrors[index]}
            disabled={readOnly}
            onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
          />
          {readOnly ? null : (
            <Button variant="ghost" onClick={() => onChange(value.filter((_, i) => i !== index))}>
              Quitar<span className="visually-hidden"> {locality || `la localidad ${index + 1}`}</span>
            </Button>
          )}
        </div>
      ))}
      <FieldError id="company-localities" error={error} />
      {!readOnly && value.length < COVERED_LOCALITIES_MAX ? (
        <Button variant="secondary" onClick={() => onChange([...value, ''])}>
          Agregar localidad
        </Button>
      ) : null}
    </fieldset>
  );
}
