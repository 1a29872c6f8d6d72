import type { CustomerRecord } from '@portal/domain';
import { stateLabel } from '../lib/service-labels';
import styles from './record-switch.module.css';

export interface RecordSwitchProps {
  records: readonly CustomerRecord[];
  active: number;
  onSwitch: (record: CustomerRecord) => void;
}

/** The login's customer records; choosing one makes it the active record of the whole account area. */
export function RecordSwitch({ records, active, onSwitch }: RecordSwitchProps) {
  if (records.length < 2) return null;
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>Tus cuentas</legend>
      <div className={styles.options}>
        {records.map((record) => (
          <label key={record.cliente} className={styles.option}>
            <input
              type="radio"
              name="active-customer-record"
              value={record.cliente}
              checked={record.cliente === active}
              onChange={() => onSwitch(record)}
            />
            <span className={styles.label}>
              <span className={styles.number}>Cliente {record.cliente}</span>
              <span>{record.direccion || 'Sin domicilio cargado'}</span>
              <span className={styles.state}>{stateLabel(record.estado)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
