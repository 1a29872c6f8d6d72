import { CancelDebit } from './cancel-debit';
import { RegisterWizard } from './register-wizard';

export interface DebitModalProps {
  /** Register or change (steps 1 to 4), or cancel (step 5). */
  mode: 'register' | 'cancel';
  clientenro: number;
  onClose: () => void;
}

/** Account modal 4: one lazily loaded chunk for both of its flows. */
export default function DebitModal({ mode, clientenro, onClose }: DebitModalProps) {
  return mode === 'register' ? (
    <RegisterWizard clientenro={clientenro} onClose={onClose} />
  ) : (
    <CancelDebit clientenro={clientenro} onClose={onClose} />
  );
}
