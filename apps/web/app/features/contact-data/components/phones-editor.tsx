import {
  AR_AREA_CODES,
  areaCodePlace,
  canAddPhone,
  messages,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_PREFIX_MAX_LENGTH,
  type PhoneEntry,
} from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import {
  addPhone,
  editPhone,
  modifyPhone,
  phoneErrors,
  removePhone,
  restorePhone,
  type EditorStep,
} from '../lib/phone-editor';
import styles from './contact-data.module.css';

export interface PhonesEditorProps {
  entries: PhoneEntry[];
  onChange: (entries: PhoneEntry[]) => void;
}

/** Phones with the modes of spec §3: Modificar, Eliminar (restorable 'eliminado') and Agregar. */
export function PhonesEditor({ entries, onChange }: PhonesEditorProps) {
  // A refusal belongs to the phones it refused: once they change (an edit, a save), it goes (issue #28 §3.5).
  const [refusal, setRefusal] = useState<{ message: string; on: readonly PhoneEntry[] } | null>(null);
  const areaCodesId = useId();
  const limitId = useId();
  const apply = (step: EditorStep) => {
    setRefusal(step.error ? { message: step.error, on: entries } : null);
    if (step.entries) onChange(step.entries);
  };
  const refusalText = refusal?.on === entries ? refusal.message : null;
  const canAdd = canAddPhone(entries);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Teléfonos</legend>
      <p className={styles.hint}>Sin el 0 de la característica ni el 15 de los celulares.</p>
      <datalist id={areaCodesId}>
        {AR_AREA_CODES.map(([code, place]) => (
          <option key={code} value={code}>
            {place}
          </option>
        ))}
      </datalist>
      <ul className={styles.phones}>
        {entries.map((entry, index) => {
          const label = entry.insert ? 'Teléfono nuevo' : `Teléfono ${index + 1}`;
          const errors = phoneErrors(entry);
          const editing = (entry.modify || entry.insert) && !entry.remove;
          return (
            <li
              key={`${entry.originalNumber}-${index}`}
              className={editing ? styles.phoneEditing : styles.phone}
              data-testid="phone-entry"
            >
              {editing ? (
                <div className={styles.phoneFields} role="group" aria-label={label}>
                  <NumberField
                    label="Característica"
                    list={areaCodesId}
                    maxLength={PHONE_PREFIX_MAX_LENGTH + 1}
                    value={entry.prefix}
                    error={errors.prefix}
                    hint={areaCodePlace(entry.prefix.replace(/^0+/, ''))}
                    onChange={(e) => onChange(editPhone(entries, index, { prefix: e.target.value }))}
                  />
                  <NumberField
                    label="Número"
                    maxLength={PHONE_NUMBER_MAX_LENGTH}
                    value={entry.number}
                    error={errors.number}
                    onChange={(e) => onChange(editPhone(entries, index, { number: e.target.value }))}
                  />
                </div>
              ) : (
                <p className={styles.phoneText}>
                  <span className="visually-hidden">{label}: </span>
                  <span className={styles.phoneNumber}>
                    ({entry.prefix}) {entry.number}
                  </span>
                  {entry.remove ? <span className={styles.removed}> {messages.phoneRemoved}</span> : null}
                </p>
              )}
              <div className={styles.phoneActions}>
                {!editing && !entry.remove ? (
                  <Button variant="secondary" onClick={() => onChange(modifyPhone(entries, index))}>
                    Modificar<span className="visually-hidden"> {label}</span>
                  </Button>
                ) : null}
                {entry.remove ? (
                  <Button variant="secondary" onClick={() => apply(restorePhone(entries, index))}>
                    Restaurar<span className="visually-hidden"> {label}</span>
                  </Button>
                ) : (
                  <Button variant="ghost" onClick={() => apply(removePhone(entries, index))}>
                    Eliminar<span className="visually-hidden"> {label}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {refusalText ? (
        <p role="alert" className={styles.alert}>
          {refusalText}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={!canAdd}
        aria-describedby={canAdd ? undefined : limitId}
        onClick={() => apply(addPhone(entries))}
      >
        Agregar teléfono
      </Button>
      {canAdd ? null : (
        <p id={limitId} className={styles.hint}>
          {messages.phoneLimitReason}
        </p>
      )}
    </fieldset>
  );
}
