import { useSearchParams } from 'react-router';

/**
 * A search parameter that opens a modal from any page (`?pagar=facturas`): its value, and a setter that changes
 * only it, null dropping it, in place of the current history entry so Back does not reopen the modal.
 */
export function useModalParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set];
}
