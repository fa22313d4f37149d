import type { FormEvent, ReactNode } from 'react';
import { HandOverNotice } from './HandOverNotice';
import type { useSignIn } from './useSignIn';

interface Props {
  title: string;
  /** the submit button's text, which is also its accessible name */
  submitLabel: string;
  signIn: ReturnType<typeof useSignIn>;
  onSubmit: () => void;
  /** the labelled fields */
  children: ReactNode;
  /** the way to the other form: "New to Ritual? Join" */
  switchTo: ReactNode;
}

/**
 * What login and join share: the form around their fields, the server's refusal, the submit
 * button, and the question before another account's unsent changes are discarded.
 */
export function AuthScreen({ title, submitLabel, signIn, onSubmit, children, switchTo }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <main className="auth-screen">
      <h1>{title}</h1>
      <form className="auth-form" onSubmit={submit}>
        {children}
        {signIn.error && (
          <p role="alert" className="auth-form__error">
            {signIn.error}
          </p>
        )}
        <button type="submit" disabled={signIn.busy}>
          {submitLabel}
        </button>
      </form>
      {signIn.handOver && (
        <HandOverNotice
          handOver={signIn.handOver}
          busy={signIn.busy}
          onContinue={() => void signIn.discardAndContinue()}
          onCancel={signIn.cancel}
        />
      )}
      <p className="auth-screen__switch">{switchTo}</p>
    </main>
  );
}
