import type { FormalityOptions } from '@portal/domain';
import type { PrefillValues } from '~/lib/customer/prefill';

/** What every Trámites form receives from the modal. */
export interface FormalityFormComponentProps {
  options: FormalityOptions;
  prefill: PrefillValues;
  /** Closes Trámites (after a success or a server failure). */
  onClose: () => void;
  /** Back to the sections. */
  onBack: () => void;
}
