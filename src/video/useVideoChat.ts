import { useSyncExternalStore } from 'react';
import { videoChat, type VideoChatState } from './video-chat-store';

export function useVideoChat(): VideoChatState {
  return useSyncExternalStore(videoChat.subscribe, videoChat.get, videoChat.get);
}
