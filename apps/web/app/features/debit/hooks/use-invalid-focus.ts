import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus on the first invalid control in the order the person reads the form: after each submit that found
 * errors, and when the step appears with errors (the server refused a field after Confirmar) unless `onMount`
 * is false. react-hook-form's own focus follows registration order, which is not the order on screen.
 */
export function useInvalidFocus(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  onMount: boolean,
) {
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current || onMount) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    mounted.current = true;
  }, [form, submitCount, onMount]);
}
