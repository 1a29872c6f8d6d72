import { SERVICE_OPTIONS } from '@portal/domain';
import { hasTelephony } from '~/lib/config/company-config';

/** Regret and cancellation service list; company 20 sells no telephony, so it is not offered. */
export function serviceOptionsFor(companyCode: number): readonly string[] {
  return hasTelephony(companyCode) ? SERVICE_OPTIONS : SERVICE_OPTIONS.filter((o) => o !== 'Telefonía');
}
