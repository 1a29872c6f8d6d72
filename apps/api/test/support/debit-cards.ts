// Card numbers and CBUs for the automatic-debit tests and browser journeys. Every card passes Luhn; which BIN
// range of the seeded table it falls in (apps/api/src/dev/seed/catalogue.ts) decides what the BIN check says.
// None is a real card: the ranges are illustrative.

export const debitCards = {
  /** VISA credit of Banco de Galicia (450995): accepted. */
  argentineCredit: '4509953566233704',
  /** VISA debit of Banco Macro (455890): accepted. */
  argentineDebit: '4558900027182715',
  /** AMEX of American Express Argentina (376411), 15 digits: accepted. */
  argentineAmex: '376411005551259',
  /** VISA of Banco Provincia de Tierra del Fuego (450799, outside its prepaid 45079912 range): accepted. */
  tierraDelFuego: '4507995012301231',
  /** The prepaid 8-digit range 45079912 inside 450799: 'la tarjeta no puede ser prepaga'. */
  prepaidInsideCredit: '4507991234567899',
  /** Mastercard prepaid of Ualá (522683): 'la tarjeta no puede ser prepaga'. */
  prepaid: '5226830075317534',
  /** VISA of Chase Bank USA (414720, USD): 'no es de Argentina'. */
  foreign: '4147200098769872',
  /** VISA of Itaú Unibanco (406655, BRL): 'no es de Argentina'. */
  foreignBrazil: '4066550031413146',
  /** 411111 is in no range: accepted as ARS or refused by DEBIT_UNKNOWN_BIN. */
  unknownBin: '4111111111111111',
} as const;

export const debitCbus = {
  /** Banco Provincia de Tierra del Fuego (bank code 268), both check digits right. */
  tierraDelFuego: '2680001300001234567891',
  /** Banco Macro (285). */
  macro: '2850590940090418135201',
  /** The Tierra del Fuego CBU with its last check digit wrong. */
  wrongCheckDigit: '2680001300001234567892',
  /** A CVU (virtual account, starts with 000): 'No se admite CVU'. */
  cvu: '0000031400012345678907',
  /** Starts with 453: refused. */
  prefix453: '4530001500012345678907',
} as const;
