// The payment methods page's brands, kept by admins (issue #31 §1): name, order and image per section. Every
// change takes the version read (409 otherwise) and is audited with before and after in its transaction.
import {
  PAYMENT_BRAND_SECTIONS,
  paymentBrandMessages,
  type PaymentBrand,
  type PaymentBrandInput,
  type PaymentBrandPatch,
  type PaymentBrandSection,
  type PublicPaymentBrands,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { mediaUrl, type MediaImages } from './media-images.js';
import type {
  PaymentBrandFields,
  PaymentBrandRow,
  PaymentBrandsRepository,
} from './payment-brands-repository.js';

const isSection = (value: string): value is PaymentBrandSection =>
  (PAYMENT_BRAND_SECTIONS as readonly string[]).includes(value);

const toBrand = (row: PaymentBrandRow): PaymentBrand => ({
  id: row.id,
  section: isSection(row.section) ? row.section : 'externo',
  name: row.name,
  position: row.position,
  imageUrl: mediaUrl(row),
  version: row.version,
});

export class PaymentBrandsService {
  constructor(
    private readonly brands: PaymentBrandsRepository,
    private readonly media: MediaImages,
    private readonly audit: AuditLogRepository,
  ) {}

  /** In the page's order: débito, tarjeta, externos, then by position. */
  async list(): Promise<PaymentBrand[]> {
    const sectionOrder = (brand: PaymentBrand) => PAYMENT_BRAND_SECTIONS.indexOf(brand.section);
    return (await this.brands.list()).map(toBrand).sort((a, b) => sectionOrder(a) - sectionOrder(b));
  }

  async publicList(): Promise<PublicPaymentBrands> {
    const page: PublicPaymentBrands = { debito: [], tarjeta: [], externo: [] };
    for (const brand of await this.list())
      page[brand.section].push({ name: brand.name, imageUrl: brand.imageUrl });
    return page;
  }

  async create(
    input: PaymentBrandInput,
    actor: AuditActor,
    recordAnswer?: RecordAnswer<PaymentBrand>,
  ): Promise<PaymentBrand> {
    return this.brands.transaction(async (trx) => {
      const id = await this.brands.insert(input, trx);
      const created = toBrand(orNotFound(await this.brands.find(id, trx)));
      await this.audit.record({ ...this.auditOf(actor, 'payment_brand.create', id), after: created }, trx);
      await recordAnswer?.(trx, created);
      return created;
    });
  }

  async update(id: number, patch: PaymentBrandPatch, actor: AuditActor): Promise<PaymentBrand> {
    const { version, ...fields } = patch;
    return this.change(id, version, fields, 'payment_brand.update', actor);
  }

  async uploadImage(
    id: number,
    version: number,
    file: { bytes: Buffer; filename: string },
    actor: AuditActor,
  ): Promise<PaymentBrand> {
    orNotFound(await this.brands.find(id));
    const image = await this.media.store(file.bytes, file.filename);
    return this.change(id, version, { image_id: image.id }, 'payment_brand.image', actor);
  }

  async remove(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.brands.transaction(async (trx) => {
      const before = toBrand(orNotFound(await this.brands.find(id, trx)));
      if (!(await this.brands.delete(id, version, trx))) {
        throw new AppError('CONFLICT', { message: paymentBrandMessages.stale });
      }
      await this.audit.record({ ...this.auditOf(actor, 'payment_brand.delete', id), before }, trx);
    });
  }

  private change(
    id: number,
    version: number,
    fields: PaymentBrandFields,
    action: string,
    actor: AuditActor,
  ): Promise<PaymentBrand> {
    return this.brands.transaction(async (trx) => {
      const before = toBrand(orNotFound(await this.brands.find(id, trx)));
      if (!(await this.brands.update(id, version, fields, trx))) {
        throw new AppError('CONFLICT', { message: paymentBrandMessages.stale });
      }
      const after = toBrand(orNotFound(await this.brands.find(id, trx)));
      await this.audit.record({ ...this.auditOf(actor, action, id), before, after }, trx);
      return after;
    });
  }

  private auditOf(actor: AuditActor, action: string, id: number) {
    return {
      staffUserId: actor.staffUserId,
      ip: actor.ip,
      userAgent: actor.userAgent,
      action,
      entity: 'payment_brand',
      entityId: String(id),
    };
  }
}
