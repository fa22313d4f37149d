import type { ActivityItem } from '../../contract/activity';
import { journalPath } from '../screens/parts/journal-path';

/** One feed line in words: who (null once their account is gone), did what, in which journal. */
export interface ActivityLineParts {
  who: { name: string; to: string } | null;
  /** the words before the journal; for an entry, split around the link to it */
  action: { before: string; entry?: { text: string; to: string }; after: string };
  journal: { title: string; to: string };
}

/** An entry named by what it is, when the line says ('a photo'); 'an entry' otherwise. */
const ENTRY_WORDS = { text: 'a note', image: 'a photo', video: 'a video', audio: 'a recording' };

export function activityParts(item: ActivityItem): ActivityLineParts {
  const journalTo = journalPath(item.journal);
  const who = item.user ? { name: item.user.ritual_user, to: `/${item.user.ritual_user}` } : null;
  const journal = { title: item.journal.title, to: journalTo };
  switch (item.type) {
    case 'journal-created':
      return { who, action: { before: 'started the journal', after: '' }, journal };
    case 'entry-created':
      return {
        who,
        action: {
          before: 'added',
          ...(item.entry_id
            ? {
                entry: {
                  text: item.entry ? ENTRY_WORDS[item.entry.type] : 'an entry',
                  to: `${journalTo}/${item.entry_id}`,
                },
              }
            : {}),
          after: item.entry_id ? 'to' : 'an entry to',
        },
        journal,
      };
    case 'jitsi-join':
      return { who, action: { before: 'joined the video chat of', after: '' }, journal };
  }
}
