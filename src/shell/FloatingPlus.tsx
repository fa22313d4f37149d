import { Link } from 'react-router-dom';

/** docs/product.md §2: the round plus to a new entry; CSS shows it only up to 1024 px wide. */
export function FloatingPlus() {
  return (
    <Link to="/push" className="floating-plus" aria-label="Add an entry">
      +
    </Link>
  );
}
