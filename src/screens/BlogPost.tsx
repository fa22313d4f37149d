import { NotBuiltYet } from './NotBuiltYet';

/** Placeholder until issue 6 builds this screen. */
export function BlogPost() {
  return <NotBuiltYet />;
}
