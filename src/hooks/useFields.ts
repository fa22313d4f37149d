import { useState, type ChangeEvent } from 'react';

/**
 * A form's text fields: what each holds, the value and onChange its input takes, and a reset for
 * after a save. Each form kept a useState and an onChange per field.
 */
export function useFields<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  return {
    values,
    input: (name: Name) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((before) => ({ ...before, [name]: value }));
      },
    }),
    reset: () => setValues(initial),
  };
}
