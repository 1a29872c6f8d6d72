// The company data admins keep (issue #31 §2): phones, free line, WhatsApp, address, hours, social links and
// covered localities, saved as the site's own data (company_config) so the footer and contact pages show it on
// the next load. Audited with before and after; a stale version gets 409.
import type { CompanyData, CompanyDataUpdate } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { PUBLIC_CACHE } from '../content/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import type { CompanyDataRepository } from './company-data-repository.js';
import { auditEntry, type PurgePublicCache } from './site-content-ports.js';

const STALE = 'Otra persona cambió los datos de la empresa. Recargá la página para ver sus cambios.';

export class CompanyDataService {
  constructor(
    private readonly repository: CompanyDataRepository,
    private readonly audit: AuditLogRepository,
    private readonly purge: PurgePublicCache,
  ) {}

  get(): Promise<CompanyData> {
    return this.read();
  }

  async update(update: CompanyDataUpdate, actor: AuditActor): Promise<CompanyData> {
    const { version, ...fields } = update;
    const after = await this.repository.transaction(async (trx) => {
      if (!(await this.repository.bumpVersion(version, trx))) {
        throw new AppError('CONFLICT', { message: STALE });
      }
      // Read after the bump: its row lock holds a parallel save off until this one commits.
      const before = { ...(await this.read(trx)), version };
      await this.repository.write(fields, trx);
      const saved = await this.read(trx);
      const entry = auditEntry(actor, 'company_data', 'update', 'empresa');
      await this.audit.record({ ...entry, before, after: saved }, trx);
      return saved;
    });
    await this.purge(PUBLIC_CACHE.config);
    return after;
  }

  private async read(executor?: Kysely<Database>): Promise<CompanyData> {
    const config = await this.repository.readConfig(executor);
    const { version, updatedAt } = await this.repository.version(executor);
    return {
      phone: config.phone,
      phones: config.phones,
      whatsapp: config.whatsapp,
      email: config.email,
      address: config.address,
      opening_hours: config.opening_hours,
      social_media: config.social_media,
      covered_localities: config.covered_localities,
      version,
      updatedAt,
    };
  }
}
