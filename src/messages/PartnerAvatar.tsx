/** A chat partner's picture, or the first letter of their name in a circle. */
export function PartnerAvatar({ name, link }: { name: string; link: string | null }) {
  if (link) return <img className="messages-avatar" src={link} alt="" />;
  return (
    <span className="messages-avatar" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
