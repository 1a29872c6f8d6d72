// The formalities area's public entry (Trámites, issue #15): what the acquire and plan-change forms may offer a
// customer record, and the same checks on what arrives.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { FormalityCatalogueRepository } from './formality-catalogue-repository.js';
import { FormalityRules } from './formality-rules.js';

export { formalitiesRoutes } from './formalities-routes.js';
export type { FormalityRules } from './formality-rules.js';

export interface FormalitiesServices {
  rules: FormalityRules;
}

export function createFormalitiesServices({ db }: { db: Kysely<Database> }): FormalitiesServices {
  return { rules: new FormalityRules(new FormalityCatalogueRepository(db)) };
}
