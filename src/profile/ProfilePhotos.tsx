import type { Entry } from '../../contract/entries';
import type { Journal } from '../../contract/journals';
import type { User } from '../../contract/users';
import { hasCover } from '../audio/has-cover';
import { useUserEntries } from '../hooks/data/useUserEntries';
import { entryPath } from '../screens/entry-parts/entry-path';
import { GridTile } from '../screens/entry-parts/GridTile';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import '../screens/journal-pages.css';

/** How many of the newest entries are looked through for pictures, and how many are shown. */
const LOOKED_THROUGH = 30;
const SHOWN = 9;

/** An entry with a picture to show: a photo, a video's still, a recording's cover. */
export const isPictured = (entry: Entry) =>
  entry.type === 'image' ||
  (entry.type === 'video' && entry.preview_link !== null) ||
  (entry.type === 'audio' && hasCover(entry));

/**
 * The newest pictures of a profile's entries as a grid of squares, each leading to its entry:
 * what a person shows at a glance. Nothing when they have posted none the reader may see.
 */
export function ProfilePhotos({
  name,
  user,
  journals,
}: {
  name: string;
  user: Pick<User, 'id' | 'ritual_user'>;
  journals: Pick<Journal, 'id' | 'slug' | 'user'>[];
}) {
  const now = useMinuteClock();
  const entries = useUserEntries(name, user.id, LOOKED_THROUGH);
  const byId = new Map(journals.map((journal) => [journal.id, journal]));
  const pictured = (entries ?? []).filter(isPictured).slice(0, SHOWN);
  if (pictured.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="profile-photos">
      <h2 id="profile-photos">Recent pictures</h2>
      <ul className="journal-grid profile-photos">
        {pictured.map((entry) => {
          const journal = byId.get(entry.journal_id);
          const to = journal
            ? entryPath(journal, entry.id)
            : `/${user.ritual_user}/entry/${entry.id}`;
          return <GridTile key={entry.id} entry={entry} to={to} now={now} />;
        })}
      </ul>
    </section>
  );
}
