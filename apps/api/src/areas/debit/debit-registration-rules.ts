// The rules of wizard steps 1 and 2 that need the database (spec §5): the bank and the payment method exist,
// are active and fit the step (a card method for a card, 45 for a CBU), and a card's BIN is a bank card in ARS.
// The body's own rules (Luhn, expiry, CBU check digits, CVU, holder lengths) are the contract's zod schema.
import {
  binCheckMessage,
  cardBin,
  cbuBankCode,
  cbuBankMismatch,
  maskedCard,
  maskedCbu,
  messages,
  parseCardExpiry,
  type DebitCard,
  type DebitCbu,
} from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import type { DebitReferenceRepository } from './debit-reference-repository.js';
import type { DebitBinCheckService } from './debit-bin-check-service.js';

/** A registration that passed every rule: what is stored and what the person is shown. */
export interface CheckedRegistration {
  kind: 'card' | 'cbu';
  medCobroId: number;
  methodName: string;
  bancoId: number;
  /** The whole card number or CBU: sealed before it is stored, never logged or answered. */
  number: string;
  last4: string;
  /** maskedCard or maskedCbu of the last four, as the wizard shows them. */
  masked: string;
  card: { bin: string; brand: string | null; binStatus: 'known' | 'unknown'; expiry: string } | null;
  holderName: string;
  holderId: string;
}

/** 'YYYY-MM' for the table; the schema has already accepted the text. */
function storedExpiry(text: string): string {
  const expiry = parseCardExpiry(text);
  if (!expiry)
    throw new AppError('VALIDATION_ERROR', { fields: { clienteDebVto: messages.cardExpiryInvalid } });
  return `${expiry.year}-${String(expiry.month).padStart(2, '0')}`;
}

export class DebitRegistrationRules {
  constructor(
    private readonly reference: DebitReferenceRepository,
    private readonly bins: DebitBinCheckService,
  ) {}

  async check(body: DebitCard | DebitCbu): Promise<CheckedRegistration> {
    const kind = 'clienteDebNro' in body ? 'card' : 'cbu';
    const [bank, method] = await Promise.all([
      this.reference.activeBank(body.clienteDebBanco),
      this.reference.activePaymentMethod(body.medCobroId),
    ]);
    const fields: Record<string, string> = {};
    if (!bank) fields.clienteDebBanco = messages.bankRequired;
    if (!method || method.kind !== kind) fields.medCobroId = messages.cardMethodInvalid;
    if (!bank || !method || Object.keys(fields).length > 0)
      throw new AppError('VALIDATION_ERROR', { fields });
    if (!('clienteDebNro' in body)) await this.checkCbuBank(body.clienteCBU, bank);

    const common = {
      medCobroId: method.medcobroid,
      methodName: method.medcobronombre,
      bancoId: bank.bancoid,
      holderName: body.clienteDebTitular,
      holderId: body.clienteDebCI,
    };
    if (!('clienteDebNro' in body)) {
      const last4 = body.clienteCBU.slice(-4);
      return { ...common, kind, number: body.clienteCBU, last4, masked: maskedCbu(last4), card: null };
    }
    const number = body.clienteDebNro;
    const bin = await this.bins.check(number, 'clienteDebNro');
    const refusal = binCheckMessage(bin);
    if (refusal) {
      throw new AppError(bin.is_prepaid ? 'CARD_PREPAID' : 'CARD_NOT_ARGENTINE', {
        fields: { clienteDebNro: refusal },
      });
    }
    const last4 = number.slice(-4);
    return {
      ...common,
      kind,
      number,
      last4,
      masked: maskedCard(last4),
      card: {
        bin: cardBin(number),
        brand: bin.brand,
        binStatus: bin.known ? 'known' : 'unknown',
        expiry: storedExpiry(body.clienteDebVto),
      },
    };
  }

  /** The CBU's first three digits name its bank: a different bank chosen is refused, naming both. */
  private async checkCbuBank(cbu: string, chosen: { bancoid: number; banconombre: string }): Promise<void> {
    const code = cbuBankCode(cbu);
    const named = code === null || code === chosen.bancoid ? null : await this.reference.activeBank(code);
    const mismatch = named ? cbuBankMismatch(cbu, chosen, [named, chosen]) : null;
    if (mismatch) throw new AppError('VALIDATION_ERROR', { fields: { clienteDebBanco: mismatch } });
  }
}
