// The BIN check of the automatic-debit wizard and actions (issue #14 §2): whether a card is prepaid and which
// currency it works in, from the BIN lookup. An unknown BIN is accepted as an ARS bank card or refused, as
// DEBIT_UNKNOWN_BIN says, and never silently: an accepted one is logged (6 digits only) and marked as such.
import { cardBin, messages, type BinCheckResponse } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BinLookup } from '../../infrastructure/gateways/bin-lookup/bin-lookup.js';
import type { DebitConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

export interface CardBinCheck extends BinCheckResponse {
  /** false when the BIN was in no range and DEBIT_UNKNOWN_BIN=accept let it through. */
  known: boolean;
}

export class DebitBinCheckService {
  constructor(
    private readonly lookup: BinLookup,
    private readonly unknownBin: DebitConfig['unknownBin'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `digits`: the card's first 6 to 16 digits, never stored or logged. `field` names it in a refusal. */
  async check(digits: string, field: string): Promise<CardBinCheck> {
    const info = await this.lookup.lookup(digits);
    if (info) {
      return {
        is_prepaid: info.isPrepaid,
        currency: info.currency,
        brand: info.brand,
        country: info.country,
        known: true,
      };
    }
    if (this.unknownBin === 'refuse') {
      throw new AppError('CARD_NOT_PROCESSED', { fields: { [field]: messages.cardNotProcessed } });
    }
    this.log.warn(
      { binPrefix: cardBin(digits) },
      'unknown card BIN accepted as ARS (DEBIT_UNKNOWN_BIN=accept)',
    );
    return { is_prepaid: false, currency: 'ARS', brand: null, country: null, known: false };
  }
}
