import {
  buildPhoneUpdateBodies,
  emailField,
  messages,
  normaliseFechaNac,
  parsePhoneList,
  type CustomerUpdate,
  type DataClient,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { useUpdateCustomer } from '../api/use-contact-data-mutations';
import { errorText } from '../lib/error-text';
import { hasPhoneErrors } from '../lib/phone-editor';
import styles from './contact-data.module.css';
import { BirthDateField, birthDateError } from './birth-date-field';
import { PhonesEditor } from './phones-editor';
import { SaveFeedback } from './save-feedback';

export interface ContactDataFormProps {
  data: DataClient;
  onSaved: (data: DataClient) => void;
}

const emailSchema = emailField();

/** Phones, second email and birth date; each phone change and the rest go as the spec's update bodies. */
export function ContactDataForm({ data, onSaved }: ContactDataFormProps) {
  const update = useUpdateCustomer(data.cliente);
  const [entries, setEntries] = useState(() => parsePhoneList(data.telefono));
  const [email2, setEmail2] = useState(data.email2 ?? '');
  const savedBirthday = normaliseFechaNac(data.fecha_nac) ?? '';
  const [birthday, setBirthday] = useState(savedBirthday);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const birthdayError = birthDateError(birthday);
  const email2Error =
    email2 === '' || emailSchema.safeParse(email2).success ? undefined : messages.invalidEmail;
  const phoneBodies = buildPhoneUpdateBodies(entries) as CustomerUpdate[];
  const rest: CustomerUpdate = {};
  if (birthday !== '' && birthday !== savedBirthday) rest.birthday = birthday;
  if (email2 !== (data.email2 ?? '')) rest.email2 = email2;
  const bodies = Object.keys(rest).length > 0 ? [...phoneBodies, rest] : phoneBodies;
  const invalid = hasPhoneErrors(entries) || Boolean(birthdayError || email2Error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || bodies.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    let latest = data;
    try {
      // One at a time and in order: the inserts count the phones the update left.
      for (const body of bodies) latest = await update.mutateAsync(body);
      setEntries(parsePhoneList(latest.telefono));
      setSaved(true);
      onSaved(latest);
    } catch (failure) {
      setError(errorText(failure));
      // Part of it was saved: show what the server holds now, so a retry starts from the stored phones.
      if (latest !== data) {
        setEntries(parsePhoneList(latest.telefono));
        onSaved(latest);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Datos de contacto">
      <PhonesEditor
        entries={entries}
        onChange={(next) => {
          setSaved(false);
          setEntries(next);
        }}
      />
      <TextField
        label="Email secundario"
        type="email"
        autoComplete="email"
        value={email2}
        error={email2Error}
        onChange={(e) => setEmail2(e.target.value.trim())}
      />
      <BirthDateField value={birthday} onChange={setBirthday} />
      <SaveFeedback error={error} saved={saved} />
      <div className={styles.actions}>
        <Button type="submit" disabled={invalid || bodies.length === 0 || busy}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
