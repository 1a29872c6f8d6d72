import { Button } from '../button/button';
import { FormActions } from '../form-actions/form-actions';

export interface RetryActionsProps {
  /** Asks again for what failed to load. */
  onRetry: () => void;
  /** The feature's button row (stacked on a phone, no space above). */
  className?: string;
}

/** 'Reintentar' under an error, in the row where the form's buttons would be. */
export function RetryActions({ onRetry, className }: RetryActionsProps) {
  return (
    <FormActions className={className}>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </FormActions>
  );
}
