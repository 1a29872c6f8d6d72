// The automatic-debit wizard's reference lists (spec §3): active banks by name, and the active payment methods
// the actions accept (cards 13, 12, 27, 33, 35, 32, then the CBU's 45) in their catalogue order.
import { CARD_METHOD_IDS, CBU_METHOD_ID, type DebitReferenceLists } from '@portal/domain';
import type { DebitReferenceRepository } from './debit-reference-repository.js';

const OFFERED_METHODS: ReadonlySet<number> = new Set([...CARD_METHOD_IDS, CBU_METHOD_ID]);
const byName = new Intl.Collator('es-AR', { sensitivity: 'base' });

export class DebitReferenceService {
  constructor(private readonly reference: DebitReferenceRepository) {}

  async lists(): Promise<DebitReferenceLists> {
    const [banks, methods] = await Promise.all([
      this.reference.activeBanks(),
      this.reference.activePaymentMethods(),
    ]);
    return {
      bancos: banks
        .map(({ bancoid, banconombre }) => ({ bancoid, banconombre }))
        .sort((a, b) => byName.compare(a.banconombre, b.banconombre)),
      mediosDeCobro: methods
        .filter((m) => OFFERED_METHODS.has(m.medcobroid))
        .map(({ medcobroid, medcobronombre }) => ({ medcobroid, medcobronombre })),
    };
  }
}
