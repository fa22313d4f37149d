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
  // Once, as the app takes the prerendered form over: what was typed before counts, and a send
  // held back before (public/theme.js) goes now, once the typed values have reached the fields.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    adoptTypedValues(element);
    if (!element.hasAttribute('data-held-submit')) return;
    element.removeAttribute('data-held-submit');
    setTimeout(() => element.requestSubmit());
  }, []);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <main className="auth-screen">
      <h1>{title}</h1>
      {/* POST: were a form sent before any script ran (public/theme.js holds it back otherwise),
          its password must never go into an address (the app's onSubmit sends it as JSON). */}
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
