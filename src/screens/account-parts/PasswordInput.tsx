import { Eye, EyeOff } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { FieldControlProps } from '../../components/Field';
import '../../components/button.css';
import './password-input.css';

/**
 * A password box of the account forms (login, join, a new password): required, never
 * spell-checked, with a button that shows what was typed (a phone's keyboard makes typos easy and
 * the dots hide them). Showing is pressed or not, in words, and the box keeps its name.
 */
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
  const [shown, setShown] = useState(false);
  return (
    <span className="password-input">
      <input
        {...control}
        type={shown ? 'text' : 'password'}
        name={name}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={value}
        onChange={onChange}
      />
      <button
        type="button"
        className="icon-btn password-input__toggle"
        aria-label="Show password"
        aria-pressed={shown}
        aria-controls={control.id}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </span>
  );
}
