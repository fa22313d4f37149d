import type { ClientToServerEvents } from '../../contract/socket-events';

type Emit = <E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
) => void;

let current: Emit | undefined;

/**
 * Sends an event on the real-time socket when one is connected; dropped otherwise (what is sent
 * is a state that is sent again, like being in a journal's video call, said every 10 s).
 */
export const emitToServer: Emit = (event, ...args) => current?.(event, ...args);

/** The connection says how it sends while it is open (undefined once it closes). */
export function setEmitter(emit: Emit | undefined): void {
  current = emit;
}
