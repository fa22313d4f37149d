import { useEffect, useState } from 'react';
import type { TagCount } from '../../../contract/search';

/** How many tags the empty overlay offers: the most used ones. */
const SHOWN = 24;

/**
 * Before anything is typed: the #tags of the entries on this device, most used first, each a
 * chip that searches for it. Offline as well: they come from the device's index.
 */
export function SearchTags({ onChoose }: { onChoose: (tag: string) => void }) {
  const [tags, setTags] = useState<TagCount[] | null>(null);
  useEffect(() => {
    let current = true;
    import('../../search/device-search')
      .then((device) => device.tagCounts())
      .then(
        (counts) => current && setTags(counts.slice(0, SHOWN)),
        // Without an index (a worker refused) the overlay simply offers no tags.
        () => current && setTags([]),
      );
    return () => {
      current = false;
    };
  }, []);
  if (!tags || tags.length === 0) return null;
  return (
    <section className="search-tags" aria-labelledby="search-tags-heading">
      <h2 id="search-tags-heading" className="search-results__heading">
        Tags
      </h2>
      <ul className="search-tags__list">
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <button type="button" className="search-tags__tag" onClick={() => onChoose(tag)}>
              #{tag}{' '}
              <span className="search-tags__count">
                {count}
                <span className="visually-hidden"> {count === 1 ? 'entry' : 'entries'}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
