import { CalendarCheck, CloudOff, Users } from 'lucide-react';
import { Card } from '../components/Card';

const TILES = [
  {
    icon: <CloudOff aria-hidden="true" />,
    title: 'Works offline',
    body: 'Write, photograph and record with no signal. Everything is kept on your phone and sent once you are back online, to every device you use.',
  },
  {
    icon: <CalendarCheck aria-hidden="true" />,
    title: 'Daily log and streaks',
    body: 'Put what you practise in your daily log and see at a glance what today still needs, your streak and the last seven days.',
  },
  {
    icon: <Users aria-hidden="true" />,
    title: 'Share and collaborate',
    body: 'Keep a journal private, share it by link, or keep it together with others, with comments, messages and a video call.',
  },
];

/** What Ritual is for, in three short tiles. */
export function FeatureTiles() {
  return (
    <ul className="feature-tiles" aria-label="What Ritual does">
      {TILES.map((tile) => (
        <Card as="li" key={tile.title} className="feature-tile">
          {tile.icon}
          <h2>{tile.title}</h2>
          <p>{tile.body}</p>
        </Card>
      ))}
    </ul>
  );
}
