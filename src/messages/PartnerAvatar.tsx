import { Avatar } from '../components/Avatar';

/** A chat partner's picture, or the first letter of their name on their own colour. */
export function PartnerAvatar({
  name,
  link,
  size = 44,
}: {
  name: string;
  link: string | null;
  size?: number;
}) {
  return <Avatar name={name} src={link} size={size} />;
}
