// Wires repositories into services once per app and exposes them as `app.services`, so routes stay thin and
// tests can reach the same objects the routes use.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { CompanyConfigRepository } from '../repositories/company-config-repository.js';
import { PopupsRepository } from '../repositories/popups-repository.js';
import { RatesRepository } from '../repositories/rates-repository.js';
import { CompanyConfigService } from '../services/company-config-service.js';
import { CustomModalsService } from '../services/custom-modals-service.js';
import { RatesService } from '../services/rates-service.js';
import { createAccountServices, type AccountServices } from '../services/account-services.js';

export interface Services extends AccountServices {
  companyConfig: CompanyConfigService;
  rates: RatesService;
  customModals: CustomModalsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
  }
}

async function servicesPlugin(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  const { db } = app;
  app.decorate('config', config);
  app.decorate('services', {
    companyConfig: new CompanyConfigService(new CompanyConfigRepository(db), config.companyCode),
    rates: new RatesService(new RatesRepository(db), config.companyCode),
    customModals: new CustomModalsService(new PopupsRepository(db)),
    ...createAccountServices(db, config),
  } satisfies Services);
}

export default fp(servicesPlugin, { name: 'services', dependencies: ['db'] });
