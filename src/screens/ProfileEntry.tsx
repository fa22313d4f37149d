import { NotBuiltYet } from './NotBuiltYet';

/** Placeholder until issue 6 builds this screen. */
export function ProfileEntry() {
  return <NotBuiltYet />;
}
