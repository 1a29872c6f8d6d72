// The requests desk's public entry (issue #30 §2–§4): the inbox, a request as staff work it, its changes and
// messages with the legal clock, the customer panel, and the customer's side of a request in Mis gestiones.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { CustomerRequestsRepository } from '../requests/index.js';
import { CustomerDeskService } from './customer-desk-service.js';
import { DeskRepository } from './desk-repository.js';

export { customerDeskRoutes } from './customer-desk-routes.js';

export interface DeskServices {
  /** The customer's side: one request of Mis gestiones and the answer to it. */
  customer: CustomerDeskService;
}

export interface DeskServicesDeps {
  db: Kysely<Database>;
}

export function createDeskServices({ db }: DeskServicesDeps): DeskServices {
  const desk = new DeskRepository(db);
  return {
    customer: new CustomerDeskService(desk, new CustomerRequestsRepository(db)),
  };
}
