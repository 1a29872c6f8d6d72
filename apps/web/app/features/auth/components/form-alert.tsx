import { ErrorState } from '~/ui/error-state/error-state';

/**
 * Where the spec says "alert": an inline message announced at once, instead of window.alert, which
 * blocks the page and cannot be styled or tested.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return <ErrorState surface="danger">{message}</ErrorState>;
}
