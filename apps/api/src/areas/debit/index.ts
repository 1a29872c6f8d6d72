// The debit area's public entry (automatic debit, issue #14): the wizard's reference lists, the BIN check behind
// its lookup adapter (the card_bins table), the register / cancel actions, the staff export and the key
// rotation, each with a sealer of DEBIT_ENCRYPTION_KEY.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { CardBinsRepository } from '../../infrastructure/gateways/bin-lookup/card-bins-repository.js';
import { TableBinLookup } from '../../infrastructure/gateways/bin-lookup/table-bin-lookup.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { CustomersRepository } from '../auth/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { DebitActionsService } from './debit-actions-service.js';
import { DebitBinCheckService } from './debit-bin-check-service.js';
import { DebitExportRepository } from './debit-export-repository.js';
import { DebitExportService } from './debit-export-service.js';
import { DebitReencryptService } from './debit-reencrypt-service.js';
import { DebitReferenceRepository } from './debit-reference-repository.js';
import { DebitReferenceService } from './debit-reference-service.js';
import { DebitRegistrationRules } from './debit-registration-rules.js';
import { DebitRegistrationsRepository } from './debit-registrations-repository.js';
import { DebitSealer } from './debit-sealer.js';
import { DebitSealingRepository } from './debit-sealing-repository.js';

export { automaticDebitRoutes } from './automatic-debit-routes.js';
export { debitExportRoutes } from './debit-export-routes.js';
export type { ReencryptReport } from './debit-reencrypt-service.js';
export { DebitRegistrationsRepository } from './debit-registrations-repository.js';
export { toDebitStatus } from './debit-status.js';

export interface DebitServices {
  lists: DebitReferenceService;
  binCheck: DebitBinCheckService;
  actions: DebitActionsService;
  /** The staff export: the one place where card numbers and CBUs are opened. */
  export: DebitExportService;
}

export interface DebitServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const sealerOf = (config: AppConfig) =>
  new DebitSealer(config.debit.encryptionKey, config.debit.previousKeys);

/** The key rotation of `npm run debit:reencrypt`. */
export function createDebitReencrypt(db: Kysely<Database>, config: AppConfig): DebitReencryptService {
  return new DebitReencryptService(new DebitSealingRepository(db), sealerOf(config));
}

export function createDebitServices({ db, config, mailer, log }: DebitServicesDeps): DebitServices {
  const reference = new DebitReferenceRepository(db);
  const binCheck = new DebitBinCheckService(
    new TableBinLookup(new CardBinsRepository(db)),
    config.debit.unknownBin,
    log,
  );
  return {
    lists: new DebitReferenceService(reference),
    binCheck,
    actions: new DebitActionsService(
      new CustomersRepository(db),
      new DebitRegistrationsRepository(db),
      new DebitRegistrationRules(reference, binCheck),
      sealerOf(config),
      new OutboxWriter(db, mailer.outboxStatus),
      mailer,
    ),
    export: new DebitExportService(
      new DebitExportRepository(db),
      new AuditLogRepository(db),
      sealerOf(config),
    ),
  };
}
