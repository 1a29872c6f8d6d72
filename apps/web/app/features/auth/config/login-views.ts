/** Views of the login modal 'Mi Cuenta' (spec §2); every sub-view returns to signIn. */
export type LoginView = 'signIn' | 'codeValidation' | 'recoveryUser' | 'recoveryPassword' | 'registerUser';

export interface ViewProps {
  /** Switch view; `email` carries the address from password recovery to the code step. */
  onNavigate: (view: LoginView, email?: string) => void;
  /** Focus the view's heading on mount (false for the first view, where the dialog sets focus). */
  focusHeading: boolean;
}
