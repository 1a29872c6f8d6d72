// The site-content area's public entry (issue #31 §2): what admins keep of the public site (pop-ups, company
// data, help centre articles). The public reads stay in the content area.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { popupHtmlSanitizer } from '../content/index.js';
import { AuditLogRepository } from '../staff/index.js';
import { CompanyDataRepository } from './company-data-repository.js';
import { CompanyDataService } from './company-data-service.js';
import { HelpArticlesRepository } from './help-articles-repository.js';
import { HelpArticlesService } from './help-articles-service.js';
import type { PurgePublicCache } from './site-content-ports.js';
import { SitePopupsRepository } from './site-popups-repository.js';
import { SitePopupsService } from './site-popups-service.js';

export { siteContentRoutes } from './site-content-routes.js';

export interface SiteContentServices {
  popups: SitePopupsService;
  companyData: CompanyDataService;
  helpArticles: HelpArticlesService;
}

export function createSiteContentServices({
  db,
  config,
  purge,
}: {
  db: Kysely<Database>;
  config: AppConfig;
  purge: PurgePublicCache;
}): SiteContentServices {
  const audit = new AuditLogRepository(db);
  return {
    popups: new SitePopupsService(new SitePopupsRepository(db), audit, popupHtmlSanitizer, purge),
    companyData: new CompanyDataService(new CompanyDataRepository(db, config.companyCode), audit, purge),
    helpArticles: new HelpArticlesService(new HelpArticlesRepository(db), audit, purge),
  };
}
