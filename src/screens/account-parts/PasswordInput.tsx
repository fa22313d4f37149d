import type { ChangeEvent } from 'react';
import type { FieldControlProps } from '../../components/Field';

/** A password box of the account forms (login, join, a new password): required, never spell-checked. */
export function PasswordInput({
  control,
  name = 'password',
  autoComplete,
  value,
  onChange,
}: {
  control: FieldControlProps;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      {...control}
      type="password"
      name={name}
      autoComplete={autoComplete}
      spellCheck={false}
      required
      value={value}
      onChange={onChange}
    />
  );
}
