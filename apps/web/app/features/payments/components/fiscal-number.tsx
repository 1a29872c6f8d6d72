import styles from './payments.module.css';

/** 'Factura B 0003-00012102' that may wrap before its number on a phone, never inside it. */
export function FiscalNumber({ value }: { value: string }) {
  const cut = value.lastIndexOf(' ') + 1;
  return (
    <>
      {value.slice(0, cut)}
      <span className={styles.nowrap}>{value.slice(cut)}</span>
    </>
  );
}
