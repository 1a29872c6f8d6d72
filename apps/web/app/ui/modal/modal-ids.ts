/**
 * Every modal the shell can open. 'main-N' and 'account-N' follow the numbering of spec §2.
 * 'formalities' is the Trámites modal; 'login' is 'Mi Cuenta'.
 */
export type ModalId =
  | 'login'
  | 'formalities'
  | 'main-1'
  | 'main-2'
  | 'main-3'
  | 'main-4'
  | 'main-5'
  | 'main-6'
  | 'main-7'
  | 'main-8'
  | 'account-9'
  /** Baja or arrepentimiento for a visitor without a session (issue #32 §1). */
  | 'cancellation-check';
