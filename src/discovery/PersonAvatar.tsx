import type { Person } from './discovery-api';

/** A person's picture, or their name's first letter; decoration beside their name. */
export function PersonAvatar({ person }: { person: Person }) {
  if (person.avatar) return <img className="discovery-avatar" src={person.avatar} alt="" />;
  return (
    <span className="discovery-avatar" aria-hidden="true">
      {person.ritual_user.slice(0, 1).toUpperCase()}
    </span>
  );
}
