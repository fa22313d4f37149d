import './spinner.css';

/** A small turning ring for work in progress; its meaning is said by the control that shows it. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
