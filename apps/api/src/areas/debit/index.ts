// Wires automatic debit (issue #14) for `app.services`: the reference lists, the BIN check behind its lookup
// adapter (the card_bins table) and the register / cancel actions with the sealer of DEBIT_ENCRYPTION_KEY.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { TableBinLookup } from '../../infrastructure/gateways/bin-lookup/table-bin-lookup.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { DebitSealer } from './debit-sealer.js';
import { CardBinsRepository } from '../../infrastructure/gateways/bin-lookup/card-bins-repository.js';
import type { CustomersRepository } from '../auth/customers-repository.js';
import type { DebitRegistrationsRepository } from './debit-registrations-repository.js';
import { DebitReferenceRepository } from './debit-reference-repository.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { DebitActionsService } from './debit-actions-service.js';
import { DebitBinCheckService } from './debit-bin-check-service.js';
import { DebitReferenceService } from './debit-reference-service.js';
import { DebitRegistrationRules } from './debit-registration-rules.js';

export interface DebitServices {
  debitLists: DebitReferenceService;
  binCheck: DebitBinCheckService;
  debitActions: DebitActionsService;
}

export interface DebitServicesDeps {
  mailer: Mailer;
  customers: CustomersRepository;
  registrations: DebitRegistrationsRepository;
  log: FastifyBaseLogger;
}

export function createDebitServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: DebitServicesDeps,
): DebitServices {
  const reference = new DebitReferenceRepository(db);
  const binCheck = new DebitBinCheckService(
    new TableBinLookup(new CardBinsRepository(db)),
    config.debit.unknownBin,
    deps.log,
  );
  return {
    debitLists: new DebitReferenceService(reference),
    binCheck,
    debitActions: new DebitActionsService(
      deps.customers,
      deps.registrations,
      new DebitRegistrationRules(reference, binCheck),
      new DebitSealer(config.debit.encryptionKey, config.debit.previousKeys),
      new OutboxWriter(db, deps.mailer.outboxStatus),
      deps.mailer,
    ),
  };
}
