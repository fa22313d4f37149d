import type { QueueRequest, QueueState } from '../../../contract/mutation-queue';
import type { QueueAnswer, WorkerQueue } from './types';

/**
 * How long the page waits for the worker's answer. A replay of a long queue answers only when it
 * is done, so this is generous; no answer means "later", never "lost" (see engine.replayHeld).
 */
const ANSWER_WITHIN_MS = 120_000;

/** A service worker as the page posts to it. */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** The part of navigator.serviceWorker this uses. */
export interface WorkerContainer {
  readonly controller: WorkerLike | null;
}

/** One request with a reply port; 'no-answer' when the worker is silent for `answerWithinMs`. */
function askWorker(
  worker: WorkerLike,
  request: QueueRequest,
  answerWithinMs: number,
): Promise<QueueAnswer> {
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

/**
 * The page's side of the service worker's mutation queue: a message with a reply port per call.
 * With no worker controlling the page (the first visit, a hard reload) every call answers
 * 'no-worker' and the page sends its writes itself.
 */
export function createWorkerQueue(
  container: WorkerContainer | undefined,
  answerWithinMs = ANSWER_WITHIN_MS,
): WorkerQueue {
  const ask = (request: QueueRequest): Promise<QueueAnswer> => {
    const worker = container?.controller;
    return worker ? askWorker(worker, request, answerWithinMs) : Promise.resolve('no-worker');
  };
  return {
    hold: (mutation) => ask({ type: 'queue-hold', mutation }),
    replay: (retryNow) => ask({ type: 'queue-replay', retryNow }),
  };
}

/**
 * Tells the worker the account signed out, so it drops the writes it holds and the reads it kept
 * (contract/mutation-queue.ts). `worker` is the active one even when it does not control this
 * page (a hard reload): its queue is there all the same.
 */
export function forgetAccountInWorker(
  worker: WorkerLike | null | undefined,
  answerWithinMs = 10_000,
): Promise<QueueAnswer> {
  if (!worker) return Promise.resolve('no-worker');
  return askWorker(worker, { type: 'account-forget' }, answerWithinMs);
}
