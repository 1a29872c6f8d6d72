// The content area's public entry: what the site renders on every page (company data, plans and prices,
// pop-ups, help articles), served by the public content routes.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { CompanyConfigRepository } from './company-config-repository.js';
import { CompanyConfigService } from './company-config-service.js';
import { CustomModalsService } from './custom-modals-service.js';
import { HelpArticlesReader } from './help-articles-reader.js';
import { PopupsRepository } from './popups-repository.js';
import { RatesRepository } from './rates-repository.js';
import { RatesService } from './rates-service.js';

export { CompanyConfigRepository } from './company-config-repository.js';
export { CompanyConfigService } from './company-config-service.js';
export { PopupsRepository, storedPages } from './popups-repository.js';
export { popupHtmlSanitizer, type PopupHtmlSanitizer } from './popup-html-sanitizer.js';
export { PUBLIC_CACHE } from './public-cache-names.js';
export { publicContentRoutes } from './public-content-routes.js';

export interface ContentServices {
  companyConfig: CompanyConfigService;
  rates: RatesService;
  customModals: CustomModalsService;
  helpArticles: HelpArticlesReader;
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
    helpArticles: new HelpArticlesReader(db, config.companyCode),
  };
}
