// The consent a person confirms: the wizard shows these texts and the API records the very same text with each
// registration and cancellation (issue #14 §3). The masked numbers they name come from debit-mask.ts.

export interface DebitConsentSubject {
  /** The payment method's name, e.g. 'VISA' or 'Débito en cuenta (CBU)'. */
  method: string;
  /** maskedCard or maskedCbu. */
  masked: string;
  holder: string;
}

/** Shown above 'Confirmar' on step 3; confirming is the consent the API records. */
export function debitRegisterConsentText(subject: DebitConsentSubject): string {
  return (
    `Autorizo que las facturas de mis servicios se debiten automáticamente, a su vencimiento, de ${subject.method} ` +
    `${subject.masked} a nombre de ${subject.holder}, hasta que pida la baja. Este débito reemplaza al que ` +
    'tuviera registrado. Puedo darlo de baja cuando quiera desde Mi cuenta.'
  );
}

/** Shown on step 5 above 'Dar de baja'. */
export function debitCancelConsentText(subject: Pick<DebitConsentSubject, 'method' | 'masked'>): string {
  return (
    `Pido la baja del débito automático de ${subject.method} ${subject.masked}. Desde la próxima factura la ` +
    'pagaré por otro medio.'
  );
}
