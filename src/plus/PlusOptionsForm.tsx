import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlusOption } from '../../contract/billing';
import { Button } from '../components/Button';
import { DEFAULT_PLUS_OPTION, PLUS_OPTION_TEXTS } from './plus-options';
import './plus.css';

/** The ways to buy plus, monthly chosen (docs/product.md §9); 'Unlock' goes on to /unlock for that option. */
export function PlusOptionsForm() {
  const navigate = useNavigate();
  const [option, setOption] = useState<PlusOption>(DEFAULT_PLUS_OPTION);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void navigate(`/unlock?option=${option}`);
  }

  return (
    <form className="plus-form" onSubmit={onSubmit}>
      <fieldset className="plus-options">
        <legend>Choose an option</legend>
        {PLUS_OPTION_TEXTS.map((text) => (
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
