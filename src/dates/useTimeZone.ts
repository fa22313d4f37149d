import { useSyncExternalStore } from 'react';
import { useFirstRead } from '../app/first-read';

const unchanging = () => () => {};
let deviceZone: string | undefined;
/** The device's zone by name, so a page drawn in the same zone is not drawn again (read once). */
const device = () => (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The zone dates are said in: the device's, except while hydrating a page the server drew
 * (app/first-read.ts), which it drew in its own zone. React draws with the server's snapshot
 * while hydrating and redraws with the device's right after if it differs, so the two renders
 * match.
 */
export function useTimeZone(): string | undefined {
  const drawnIn = useFirstRead()?.timeZone;
  return useSyncExternalStore(unchanging, device, () => drawnIn ?? device());
}
