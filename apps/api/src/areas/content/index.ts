// The content area's public entry: what the site renders on every page (company data, plans and prices,
// pop-ups), served by the public content routes.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { CompanyConfigRepository } from './company-config-repository.js';
import { CompanyConfigService } from './company-config-service.js';
import { CustomModalsService } from './custom-modals-service.js';
import { PopupsRepository } from './popups-repository.js';
import { RatesRepository } from './rates-repository.js';
import { RatesService } from './rates-service.js';

export { CompanyConfigRepository } from './company-config-repository.js';
export { PopupsRepository } from './popups-repository.js';
export { PUBLIC_CACHE } from './public-cache-names.js';
export { publicContentRoutes } from './public-content-routes.js';

export interface ContentServices {
  companyConfig: CompanyConfigService;
  rates: RatesService;
  customModals: CustomModalsService;
}

export function createContentServices({
  db,
  config,
}: {
  db: Kysely<Database>;
  config: AppConfig;
}): ContentServices {
  const companyConfig = new CompanyConfigService(new CompanyConfigRepository(db), config.companyCode);
  return {
    companyConfig,
    rates: new RatesService(new RatesRepository(db), config.companyCode),
    customModals: new CustomModalsService(new PopupsRepository(db), companyConfig),
  };
}
