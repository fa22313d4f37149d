import type { ActivityItem } from '../../contract/activity';
import { journalPath } from '../screens/parts/journal-path';

/** One feed line in words: who (null once their account is gone), did what, in which journal. */
export interface ActivityLineParts {
  who: { name: string; to: string } | null;
  /** the words before the journal; for an entry, split around the link to it */
  action: { before: string; entry?: { text: string; to: string }; after: string };
  journal: { title: string; to: string };
}

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
            ? { entry: { text: 'an entry', to: `${journalTo}/${item.entry_id}` } }
            : {}),
          after: item.entry_id ? 'to' : 'an entry to',
        },
        journal,
      };
    case 'jitsi-join':
      return { who, action: { before: 'joined the video chat of', after: '' }, journal };
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '5 minutes ago' within a week, else the date; 'just now' under a minute. */
export function whenText(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  const ago = now - at;
  if (ago < 60_000) return 'just now';
  if (ago < 7 * 86_400_000) {
    const [unit, size] = UNITS.find(([, ms]) => ago >= ms) ?? UNITS[UNITS.length - 1]!;
    return new Intl.RelativeTimeFormat(locale ?? 'en', { numeric: 'auto' }).format(
      -Math.floor(ago / size),
      unit,
    );
  }
  return new Date(at).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
