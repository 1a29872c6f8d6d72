import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ModalId } from './modal-ids';

/** Props every registered modal receives. */
export interface ModalContentProps {
  onClose: () => void;
  /** Extra data the opener passes, e.g. a request number for main modal 2. */
  data?: Record<string, unknown>;
}

export type ModalRegistry = Partial<Record<ModalId, ComponentType<ModalContentProps>>>;

interface OpenModal {
  id: ModalId;
  data?: Record<string, unknown>;
}

export interface ModalManager {
  open: (id: ModalId, data?: Record<string, unknown>) => void;
  close: (id?: ModalId) => void;
  isOpen: (id: ModalId) => boolean;
  /** Whether any modal is open: unrequested dialogs (pop-ups) wait until the person is done. */
  anyOpen: boolean;
}

const ModalContext = createContext<ModalManager | null>(null);

/**
 * Holds the stack of open modals. The registry is given by the app shell (usually React.lazy components),
 * so ui/ knows no feature and each modal's code loads only when it first opens.
 */
export function ModalProvider({ registry, children }: { registry: ModalRegistry; children: ReactNode }) {
  const [stack, setStack] = useState<OpenModal[]>([]);

  const open = useCallback((id: ModalId, data?: Record<string, unknown>) => {
    setStack((current) => [...current.filter((m) => m.id !== id), { id, data }]);
  }, []);
  const close = useCallback((id?: ModalId) => {
    setStack((current) => (id ? current.filter((m) => m.id !== id) : current.slice(0, -1)));
  }, []);
  const isOpen = useCallback((id: ModalId) => stack.some((m) => m.id === id), [stack]);
  const anyOpen = stack.length > 0;
  const manager = useMemo(() => ({ open, close, isOpen, anyOpen }), [open, close, isOpen, anyOpen]);

  return (
    <ModalContext.Provider value={manager}>
      {children}
      {stack.map(({ id, data }) => {
        const Content = registry[id];
        if (!Content) return null;
        return (
          <Suspense key={id} fallback={null}>
            <Content data={data} onClose={() => close(id)} />
          </Suspense>
        );
      })}
    </ModalContext.Provider>
  );
}

export function useModals(): ModalManager {
  const manager = useContext(ModalContext);
  if (!manager) throw new Error('useModals must be used inside <ModalProvider>.');
  return manager;
}
