import type { QueueRequest, QueueState } from '../../../contract/mutation-queue';
import type { QueueAnswer, WorkerQueue } from './types';

/**
 * How long the page waits for the worker's answer. A replay of a long queue answers only when it
 * is done, so this is generous; no answer means "later", never "lost" (see engine.replayHeld).
 */
const ANSWER_WITHIN_MS = 120_000;

/** The part of navigator.serviceWorker this uses. */
export interface WorkerContainer {
  readonly controller: { postMessage(message: unknown, transfer: Transferable[]): void } | null;
}

/**
 * The page's side of the service worker's mutation queue: a message with a reply port per call.
 * With no worker controlling the page (the first visit, a hard reload) every call answers
 * 'no-worker' and the page sends its writes itself.
 */
export function createWorkerQueue(
  container: WorkerContainer | undefined,
  answerWithinMs = ANSWER_WITHIN_MS,
): WorkerQueue {
  function ask(request: QueueRequest): Promise<QueueAnswer> {
    const worker = container?.controller;
    if (!worker) return Promise.resolve('no-worker');
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      const done = (answer: QueueAnswer) => {
        clearTimeout(timer);
        channel.port1.close();
        resolve(answer);
      };
      const timer = setTimeout(() => done('no-answer'), answerWithinMs);
      // null: the worker failed (say, storage full) and kept nothing
      channel.port1.onmessage = (event: MessageEvent<QueueState | null>) =>
        done(event.data ?? 'no-answer');
      worker.postMessage(request, [channel.port2]);
    });
  }
  return {
    hold: (mutation) => ask({ type: 'queue-hold', mutation }),
    replay: (retryNow) => ask({ type: 'queue-replay', retryNow }),
  };
}
