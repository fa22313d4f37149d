import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import './visibility-choice.css';

const choices = [
  {
    value: true,
    icon: <Lock aria-hidden="true" />,
    label: 'Private',
    meaning: 'Only you and people you invite',
  },
  {
    value: false,
    icon: <Globe aria-hidden="true" />,
    label: 'Public',
    meaning: 'Anyone, listed in Activity and Explore',
  },
] as const;

/**
 * Who can read a journal, as a plain choice with what each answer means: a journal is the most
 * private thing a person writes, so nobody should learn from a stranger that theirs was public.
 */
export function VisibilityChoice({
  isPrivate,
  onChange,
}: {
  isPrivate: boolean;
  onChange: (isPrivate: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="visibility-choice">
      <legend>Who can read it</legend>
      {choices.map((choice) => (
        <label key={choice.label} className="visibility-choice__option">
          <input
            type="radio"
            name={name}
            value={choice.label.toLowerCase()}
            checked={isPrivate === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="visibility-choice__icon">{choice.icon}</span>
          <span className="visibility-choice__words">
            <span className="visibility-choice__label">{choice.label}</span>
            <span className="visibility-choice__meaning">{choice.meaning}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
