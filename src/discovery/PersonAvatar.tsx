import { Avatar } from '../components/Avatar';
import type { Person } from './discovery-api';

/** A person's picture, or their name's first letter; decoration beside their name. */
export function PersonAvatar({ person, size = 24 }: { person: Person; size?: number }) {
  return <Avatar name={person.ritual_user} src={person.avatar} size={size} />;
}
