// The requests area's public entry: every contact form and request (messages with their uploads, Mis gestiones
// and its claims, assistance, registration, WiFi changes) stored as requests staff work, and the orphan sweep.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { SecretBox } from '../../lib/secret-box.js';
import { CustomersRepository, LoginsRepository } from '../auth/index.js';
import type { FormalityRules } from '../formalities/index.js';
import { AssistanceService } from './assistance-service.js';
import { AttachmentKeysRepository } from './attachment-keys-repository.js';
import { CartRequestCheck, type CatalogueSource } from './cart-request.js';
import { CustomerRequestsRepository } from './customer-requests-repository.js';
import { CustomerRequestsService } from './customer-requests-service.js';
import { InternetServicesRepository } from './internet-services-repository.js';
import { MessageRequestsRepository } from './message-requests-repository.js';
import { MessagesService } from './messages-service.js';
import { RegistrationService } from './registration-service.js';
import { RequestsRepository } from './requests-repository.js';
import { StorageSweepService } from './storage-sweep-service.js';
import { UploadUsageRepository } from './upload-usage-repository.js';
import { UploadsService } from './uploads-service.js';
import { WifiChangeService } from './wifi-change-service.js';

export { CustomerRequestsRepository } from './customer-requests-repository.js';
export { RequestsRepository } from './requests-repository.js';
export { customerRequestsRoutes } from './customer-requests-routes.js';
export { messagesRoutes } from './messages-routes.js';
export { registrationRoutes } from './registration-routes.js';
export { MULTIPART_LIMITS, readMultipartMessage } from './multipart-message.js';
export { REQUEST_NUMBER_PREFIX, type StoredRequest } from './request-number.js';
export { RequestWriter, type NewRequest } from './requests-repository.js';
export { UPLOAD_REFUSALS, type StoredUpload, type UploadBatch } from './uploads-service.js';
export type { SweepReport } from './storage-sweep-service.js';

export interface RequestsServices {
  messages: MessagesService;
  uploads: UploadsService;
  /** Mis gestiones: the customer's requests and claims. */
  customerRequests: CustomerRequestsService;
  wifiChanges: WifiChangeService;
  assistance: AssistanceService;
  registration: RegistrationService;
  /** The orphan file sweep: every STORAGE_SWEEP_INTERVAL_MINUTES while the app runs, and npm run storage:sweep. */
  storageSweep: StorageSweepService;
}

export interface RequestsServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The published rates a cart is priced from. */
  catalogue: CatalogueSource;
  formalityRules: FormalityRules;
}

export function createStorageSweep(
  db: Kysely<Database>,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  intervalMs: number,
): StorageSweepService {
  return new StorageSweepService(storage, new AttachmentKeysRepository(db), log, { intervalMs });
}

export function createRequestsServices(deps: RequestsServicesDeps): RequestsServices {
  const { db, config, mailer, storage } = deps;
  const customers = new CustomersRepository(db);
  const requests = new RequestsRepository(db);
  return {
    messages: new MessagesService(
      new MessageRequestsRepository(db, mailer.outboxStatus),
      customers,
      mailer,
      config.companyCode,
      config.staffEmail,
      new CartRequestCheck(deps.catalogue),
      deps.formalityRules,
    ),
    uploads: new UploadsService(storage, new UploadUsageRepository(db), config.uploadDailyLimitBytes),
    customerRequests: new CustomerRequestsService(
      customers,
      new CustomerRequestsRepository(db),
      requests,
      mailer,
      config.companyCode,
      config.staffEmail,
    ),
    wifiChanges: new WifiChangeService(
      customers,
      new InternetServicesRepository(db),
      requests,
      new SecretBox(config.sessionSecret, 'wifi-password'),
      config.companyCode,
    ),
    assistance: new AssistanceService(customers, requests, mailer, config.companyCode, config.staffEmail),
    registration: new RegistrationService(
      new LoginsRepository(db),
      requests,
      mailer,
      config.companyCode,
      config.staffEmail,
    ),
    storageSweep: createStorageSweep(db, storage, deps.log, config.storageSweepIntervalMs),
  };
}
