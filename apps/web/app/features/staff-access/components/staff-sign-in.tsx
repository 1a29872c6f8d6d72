// /gestion/ingresar (ADR 0092): password, then the second factor; at first sign-in the enrolment and the
// recovery codes. The session is stored only once the member is through every step.
import type { StaffLogin, StaffLoginChallenge, StaffSession } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { saveStaffSession } from '~/lib/staff-session/staff-session';
import { useStaffSignInApi } from '../api/staff-sign-in-api';
import { failureMessage } from '../lib/failure-message';
import { StaffCodeStep } from './staff-code-step';
import { StaffEnrolStep } from './staff-enrol-step';
import { StaffPasswordStep } from './staff-password-step';
import { StaffRecoveryCodesStep } from './staff-recovery-codes-step';
import styles from './sign-in.module.css';

type Step =
  | { kind: 'password' }
  | { kind: 'challenge'; challenge: StaffLoginChallenge }
  | { kind: 'recovery'; session: StaffSession; codes: string[] };

const HEADINGS: Record<string, string> = {
  password: 'Ingresá con tu email y contraseña',
  'segundo-factor': 'Verificación en dos pasos',
  alta: 'Configurá la verificación en dos pasos',
  recovery: 'Tus códigos de recuperación',
};

export interface StaffSignInProps {
  /** A notice to show first, e.g. why the last session ended. */
  notice?: string | null;
  onSignedIn: () => void;
}

export function StaffSignIn({ notice, onSignedIn }: StaffSignInProps) {
  const api = useStaffSignInApi();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepKey = step.kind === 'challenge' ? step.challenge.stage : step.kind;

  // Each new step moves the focus to its heading, so a screen reader announces where the member is.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepKey]);

  const finish = (session: StaffSession) => {
    saveStaffSession({ token: session.token, staff: session.staff });
    onSignedIn();
  };

  /** A dead challenge (5 minutes gone) sends the member back to the password with the reason. */
  const fail = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 401 && step.kind === 'challenge') {
      setStep({ kind: 'password' });
    }
    setError(failureMessage(failure));
  };

  const submitPassword = async (values: StaffLogin) => {
    setError(null);
    try {
      setStep({ kind: 'challenge', challenge: await api.password(values.email, values.password) });
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  const submitCode = (challenge: string) => async (code: string) => {
    setError(null);
    try {
      finish(await api.secondFactor(challenge, code));
    } catch (failure) {
      fail(failure);
    }
  };

  const submitEnrol = (challenge: string) => async (code: string) => {
    setError(null);
    try {
      const enrolled = await api.enrol(challenge, code);
      setStep({ kind: 'recovery', session: enrolled, codes: enrolled.recoveryCodes });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.title}>Gestión</p>
        <h1 ref={heading} tabIndex={-1} className={styles.heading}>
          {HEADINGS[stepKey]}
        </h1>
        {notice && step.kind === 'password' && !error ? <p className={styles.notice}>{notice}</p> : null}
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        {step.kind === 'password' ? <StaffPasswordStep onSubmit={submitPassword} /> : null}
        {step.kind === 'challenge' && step.challenge.stage === 'segundo-factor' ? (
          <StaffCodeStep onSubmit={submitCode(step.challenge.challenge)} />
        ) : null}
        {step.kind === 'challenge' && step.challenge.stage === 'alta' ? (
          <StaffEnrolStep
            enrolment={step.challenge.enrolment}
            onSubmit={submitEnrol(step.challenge.challenge)}
          />
        ) : null}
        {step.kind === 'recovery' ? (
          <StaffRecoveryCodesStep codes={step.codes} onContinue={() => finish(step.session)} />
        ) : null}
      </div>
    </main>
  );
}
