import { useId, type ReactNode } from 'react';
import './segmented.css';

export interface Segment<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** show only the icon; the label still names it */
  iconOnly?: boolean;
}

export interface SegmentedControlProps<T extends string> {
  /** names the group for screen readers, e.g. 'Show entries as' */
  label: string;
  value: T;
  options: readonly Segment<T>[];
  onChange: (value: T) => void;
}

/**
 * A choice of two to four views (grid or list; Everyone or Following): a radio group, so arrow
 * keys move between options and screen readers say which one is chosen. Every option keeps its
 * width whichever is chosen: flipping it never moves the layout.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className="segmented__option"
          title={option.iconOnly ? option.label : undefined}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.icon}
          <span className={option.iconOnly ? 'visually-hidden' : undefined}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
