import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useUnreadIncoming } from '../hooks/data/useUnreadIncoming';
import { incomingTone } from './incoming-tone';
import { playTone } from './tone';

/**
 * docs/product.md §4's notification sound for an incoming chat message (mounted by the shell for signed-in
 * users). Messages land here by sync; the audio context is made on the first click, which is
 * also when browsers first allow sound.
 */
export function IncomingMessageSound() {
  const { userId } = useAuth();
  const { pathname } = useLocation();
  const unread = useUnreadIncoming();
  const audio = useRef<AudioContext | null>(null);
  const heard = useRef<ReadonlySet<string> | undefined>(undefined);
  // The path is read when a message arrives, not watched: leaving /messages must not ring for
  // what arrived there.
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const unlock = () => {
      audio.current ??= new AudioContext();
      void audio.current.resume();
    };
    document.addEventListener('click', unlock, { once: true });
    return () => document.removeEventListener('click', unlock);
  }, []);

  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = null;
    },
    [],
  );

  useEffect(() => {
    if (unread === undefined || userId === null) return;
    const decision = incomingTone({
      unread,
      userId,
      path: path.current,
      unlocked: audio.current !== null,
      heard: heard.current,
    });
    heard.current = decision.heard;
    if (decision.play && audio.current) playTone(audio.current);
  }, [unread, userId]);

  return null;
}
