import {
  debitRegisterConsentText,
  maskedCard,
  maskedCbu,
  type DebitCard,
  type DebitCbu,
  type DebitReferenceLists,
} from '@portal/domain';

/** What step 3 shows and sends: the body, its facts with the number masked, and the consent text. */
export interface DebitDraft {
  body: DebitCard | DebitCbu;
  /** Label and value pairs, in reading order. */
  facts: ReadonlyArray<readonly [string, string]>;
  consent: string;
}

const methodName = (lists: DebitReferenceLists, id: number) =>
  lists.mediosDeCobro.find((method) => method.medcobroid === id)?.medcobronombre ?? String(id);

const bankName = (lists: DebitReferenceLists, id: number) =>
  lists.bancos.find((bank) => bank.bancoid === id)?.banconombre ?? String(id);

// The consent names the method, the masked number and the holder exactly as the API rebuilds it from what it
// stores, so the text the person confirms is the text recorded (issue #14 §3).
export function cardDraft(values: DebitCard, lists: DebitReferenceLists): DebitDraft {
  const method = methodName(lists, values.medCobroId);
  const masked = maskedCard(values.clienteDebNro.slice(-4));
  return {
    body: values,
    facts: [
      ['Medio de pago', method],
      ['Banco', bankName(lists, values.clienteDebBanco)],
      ['Tarjeta', masked],
      ['Vencimiento', values.clienteDebVto],
      ['Titular', values.clienteDebTitular],
      ['Documento del titular', values.clienteDebCI],
    ],
    consent: debitRegisterConsentText({ method, masked, holder: values.clienteDebTitular }),
  };
}

export function cbuDraft(values: DebitCbu, lists: DebitReferenceLists): DebitDraft {
  const method = methodName(lists, values.medCobroId);
  const masked = maskedCbu(values.clienteCBU.slice(-4));
  return {
    body: values,
    facts: [
      ['Medio de pago', method],
      ['Banco', bankName(lists, values.clienteDebBanco)],
      ['Cuenta', masked],
      ['Titular', values.clienteDebTitular],
      ['Documento del titular', values.clienteDebCI],
    ],
    consent: debitRegisterConsentText({ method, masked, holder: values.clienteDebTitular }),
  };
}
