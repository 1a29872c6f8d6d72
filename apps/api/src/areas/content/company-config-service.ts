// The public company data (phones, address, hours, social links, covered localities, pop-up page map), with
// defaults for keys a fresh database lacks, shaped per company variant: COMPANY_CODE 20 has no telephony. The
// page map always holds the pop-up target pages (POPUP_PAGES), under any pairs the database stores.
import {
  COVERED_LOCALITIES_KEY,
  coveredLocalities,
  hasTelephony,
  isTelephonyPath,
  popupPageMap,
  type CompanyCode,
  type CompanyConfig,
} from '@portal/domain';
import type { CompanyConfigRepository } from './company-config-repository.js';

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const textRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** Labelled office phones; entries a hand edit broke are left out. */
const phoneList = (value: unknown): { label: string; number: string }[] =>
  (Array.isArray(value) ? value : [])
    .map((entry) => ({ label: text(record(entry).label), number: text(record(entry).number) }))
    .filter((phone) => phone.label !== '' && phone.number !== '');

export class CompanyConfigService {
  constructor(
    private readonly repository: CompanyConfigRepository,
    private readonly companyCode: CompanyCode,
  ) {}

  get hasTelephony(): boolean {
    return hasTelephony(this.companyCode);
  }

  async getConfig(): Promise<CompanyConfig> {
    const stored = await this.repository.readAll();
    const address = record(stored.get('address'));
    const hours = record(stored.get('opening_hours'));
    const social = record(stored.get('social_media'));
    const im: Record<string, string> = {};
    for (const [type, path] of Object.entries(popupPageMap(textRecord(stored.get('im'))))) {
      if (!this.hasTelephony && isTelephonyPath(path)) continue;
      im[type] = path;
    }
    return {
      phone: text(stored.get('phone')),
      phones: phoneList(stored.get('phones')),
      whatsapp: text(stored.get('whatsapp')),
      email: text(stored.get('email')),
      address: { address: text(address.address), number: text(address.number) },
      opening_hours: { office: text(hours.office), phone_support: text(hours.phone_support) },
      social_media: {
        facebook: text(social.facebook),
        x: text(social.x),
        instagram: text(social.instagram),
        youtube: text(social.youtube),
      },
      company_code: this.companyCode,
      telephony: this.hasTelephony,
      covered_localities: coveredLocalities(stored.get(COVERED_LOCALITIES_KEY)),
      im,
    };
  }
}
