import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OfferedOption, PlusOption } from '../../contract/billing';
import { Button } from '../components/Button';
import { DEFAULT_PLUS_OPTION, PLUS_OPTION_TEXTS, PRICE_AT_CHECKOUT } from './plus-options';
import './plus.css';

/** Monthly when the server sells it (docs/product.md §9), else the first option it sells. */
const firstChoice = (options: readonly OfferedOption[]): PlusOption =>
  options.some((offered) => offered.option === DEFAULT_PLUS_OPTION)
    ? DEFAULT_PLUS_OPTION
    : (options[0]?.option ?? DEFAULT_PLUS_OPTION);

/**
 * The options this server sells, each with its price when the server could read it; 'Unlock' goes
 * on to /unlock for the chosen one.
 */
export function PlusOptionsForm({ options }: { options: readonly OfferedOption[] }) {
  const navigate = useNavigate();
  const [option, setOption] = useState<PlusOption>(() => firstChoice(options));
  const offered = PLUS_OPTION_TEXTS.flatMap((text) => {
    const sold = options.find((candidate) => candidate.option === text.option);
    return sold ? [{ ...text, price: sold.price }] : [];
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void navigate(`/unlock?option=${option}`);
  }

  return (
    <form className="plus-form" onSubmit={onSubmit}>
      <fieldset className="plus-options">
        <legend>Choose an option</legend>
        {offered.map((text) => (
          <label key={text.option} className="plus-option">
            <input
              type="radio"
              name="option"
              value={text.option}
              checked={option === text.option}
              onChange={() => setOption(text.option)}
            />
            <span className="plus-option__text">
              <span>{text.label}</span>
              {text.price === null ? (
                <span className="plus-option__detail">{PRICE_AT_CHECKOUT}</span>
              ) : (
                <span className="plus-option__price">{text.price}</span>
              )}
              <span className="plus-option__detail">{text.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" variant="primary">
          Unlock
        </Button>
      </div>
    </form>
  );
}
