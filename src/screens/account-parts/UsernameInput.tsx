import type { ChangeEvent } from 'react';
import type { FieldControlProps } from '../../components/Field';

/**
 * A box for a username, or a username or email ('login'): required, never capitalised, corrected
 * or spell-checked, and offered the saved username by the browser.
 */
export function UsernameInput({
  control,
  name,
  maxLength,
  value,
  onChange,
}: {
  control: FieldControlProps;
  name: 'username' | 'login';
  maxLength?: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      {...control}
      name={name}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={maxLength}
      required
      value={value}
      onChange={onChange}
    />
  );
}
