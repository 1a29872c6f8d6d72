import { OFFICE_HOURS, SUPPORT_HOURS } from '@portal/domain';
import { formatPhone, telHref } from '~/lib/format';
import { useCompanyConfig } from '~/lib/config/use-public-config';

export interface ContactFacts {
  phone: { text: string; href: string } | null;
  phoneHours: string;
  officeAddress: string | null;
  officeHours: string;
  social: { label: string; href: string }[];
  /** Customers' contact mail, when the company publishes one. */
  email: string | null;
}

const hour = (hhmm: string) => String(Number(hhmm.slice(0, 2)) || 24);
const fromConstants = (rows: readonly { days: string; from: string; to: string }[]) =>
  rows.map(({ days, from, to }) => `${days.toLowerCase()} de ${hour(from)} a ${hour(to)} h`).join('; ');

const NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'x', label: 'X' },
  { key: 'youtube', label: 'YouTube' },
] as const;

/** Phone, hours, office and social links as staff keep them in the company config (spec §9 defaults). */
export function useContactFacts(): ContactFacts {
  const config = useCompanyConfig();
  const address = config?.address.address
    ? `${config.address.address} ${config.address.number}`.trim()
    : null;
  return {
    phone: config?.phone ? { text: formatPhone(config.phone), href: telHref(config.phone) } : null,
    phoneHours: config?.opening_hours.phone_support || fromConstants(SUPPORT_HOURS),
    officeAddress: address,
    officeHours: config?.opening_hours.office || fromConstants(OFFICE_HOURS),
    email: config?.email || null,
    social: NETWORKS.flatMap(({ key, label }) => {
      const href = config?.social_media[key];
      return href ? [{ label, href }] : [];
    }),
  };
}
