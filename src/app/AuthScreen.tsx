import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { HandOverNotice } from './HandOverNotice';
import { adoptTypedValues } from './typed-before-takeover';
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
  const form = useRef<HTMLFormElement>(null);
  // Once, as the app takes the prerendered form over: what was typed before counts.
  useLayoutEffect(() => {
    if (form.current) adoptTypedValues(form.current);
  }, []);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <main className="auth-screen">
      <h1>{title}</h1>
      {/* POST: the form is on the prerendered page before the app runs, and one sent then must
          never put a password in an address (the app's onSubmit sends it as JSON). */}
      <form ref={form} className="auth-form" method="post" onSubmit={submit}>
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
