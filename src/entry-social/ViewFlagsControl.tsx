import './entry-social.css';
import { useViewFlags } from './useViewFlags';

/** Where the user chooses what entry cards offer: a bookmark button, a link to the comments. */
export function ViewFlagsControl() {
  const [flags, change] = useViewFlags();
  return (
    <fieldset className="entry-social__flags">
      <legend>On entry cards, show</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={flags.bookmarks}
          onChange={(event) => change({ bookmarks: event.target.checked })}
        />
        Bookmark buttons
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={flags.comments}
          onChange={(event) => change({ comments: event.target.checked })}
        />
        Comment links
      </label>
    </fieldset>
  );
}
