import type { ChangeEvent } from 'react';
import { Field } from '../components/Field';

/** The password the account has now, which the server asks for before a change of email or password. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field label="Current password">
      {(control) => (
        <input
          {...control}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
