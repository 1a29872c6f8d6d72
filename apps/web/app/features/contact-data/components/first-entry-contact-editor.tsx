import { buildPhoneUpdateBodies, messages, parsePhoneList, type CustomerUpdate } from '@portal/domain';
import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '~/ui/button/button';
import { useUpdateFirstEntryContact } from '../api/use-contact-data-mutations';
import { errorText } from '../lib/error-text';
import { hasPhoneErrors } from '../lib/phone-editor';
import styles from './contact-data.module.css';
import { BirthDateField, birthDateError } from './birth-date-field';
import { PhonesEditor } from './phones-editor';
import { SaveFeedback } from './save-feedback';

/** What the wizard's Continuar calls first: saves what is on screen; false when it could not. */
export interface PendingContactChanges {
  save: () => Promise<boolean>;
}

export interface FirstEntryContactEditorProps {
  clientenro: number;
  phones: string[];
  /** Spec §4: the birth date is asked only when it is not known. */
  askBirthDate: boolean;
  onSaved: () => void;
  /** Lets the step's Continuar save unsaved changes instead of ignoring them (issue #28 §3.1). */
  pendingRef?: Ref<PendingContactChanges>;
}

/** Step 2 of the first-entry wizard: a phone tab first, then the birth-date tab when it is unset (spec §4). */
export function FirstEntryContactEditor({
  clientenro,
  phones,
  askBirthDate,
  onSaved,
  pendingRef,
}: FirstEntryContactEditorProps) {
  const update = useUpdateFirstEntryContact(clientenro);
  const [entries, setEntries] = useState(() => parsePhoneList(phones.join(',')));
  const [birthday, setBirthday] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const birthdayError = birthDateError(birthday);
  const bodies = buildPhoneUpdateBodies(entries) as CustomerUpdate[];
  if (askBirthDate && birthday !== '' && !birthdayError) bodies.push({ birthday });
  const invalid = hasPhoneErrors(entries) || Boolean(birthdayError);

  const save = async (): Promise<boolean> => {
    if (busy) return false;
    if (invalid) {
      setError(messages.validationFailed);
      return false;
    }
    if (bodies.length === 0) return true;
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      // One at a time and in order: the inserts count the phones the update left.
      for (const body of bodies) {
        const latest = await update.mutateAsync(body);
        setEntries(parsePhoneList(latest.telefono));
      }
      setSaved(true);
      onSaved();
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  useImperativeHandle(pendingRef, () => ({ save }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || bodies.length === 0) return;
    void save();
  };

  const phonesPanel = (
    <PhonesEditor
      entries={entries}
      onChange={(next) => {
        setSaved(false);
        setEntries(next);
      }}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Teléfonos y fecha de nacimiento">
      {askBirthDate ? (
        <Tabs>
          <TabList aria-label="Datos a revisar" className={styles.tabList}>
            <Tab id="telefonos" className={styles.tab}>
              Teléfonos
            </Tab>
            <Tab id="nacimiento" className={styles.tab}>
              Fecha de nacimiento
            </Tab>
          </TabList>
          <TabPanel id="telefonos">{phonesPanel}</TabPanel>
          <TabPanel id="nacimiento">
            <BirthDateField
              value={birthday}
              onChange={(value) => {
                setSaved(false);
                setBirthday(value);
              }}
            />
          </TabPanel>
        </Tabs>
      ) : (
        phonesPanel
      )}
      <SaveFeedback error={error} saved={saved} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={invalid || bodies.length === 0 || busy}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
