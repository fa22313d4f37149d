import type { ProgressView } from './progress-timeline';
import './progress-bar.css';

/** docs/product.md §9's top progress bar: a thin line across the top of the page while something loads. */
export function ProgressBarView({ view }: { view: ProgressView }) {
  if (view.phase === 'hidden') return null;
  const value = Math.round(view.value);
  return (
    <div
      className={`progress-bar progress-bar--${view.phase}`}
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
