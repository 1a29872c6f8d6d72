// Table type of the electronic invoice migration (0013). Conventions in ../schema.ts.
import type { CreatedAt, Flag } from './common.js';

export interface ElectronicInvoiceOptinsTable {
  customer_id: number;
  enabled: Flag;
  /** Where the invoice goes: the customer's main email when the opt-in was last turned on. */
  email: string | null;
  /** ISO-8601 instant of the last change (on or off). */
  changed_at: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
