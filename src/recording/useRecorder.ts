import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingFailure } from './recording-failure';
import { chooseRecordingType } from './recording-type';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'recording'; startedAt: number; analyser: AnalyserNode }
  | { status: 'stopped'; blob: Blob }
  | { status: 'failed'; message: string };

interface Live {
  stream: MediaStream;
  context: AudioContext;
  recorder: MediaRecorder;
}

/**
 * Records from the microphone with MediaRecorder. While recording it offers an AnalyserNode for a
 * live level; on stop it yields the recorded Blob. The microphone and audio context are released
 * on stop and on unmount, so the browser's recording indicator goes out.
 */
export function useRecorder(now: () => number = Date.now) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const live = useRef<Live | null>(null);

  const release = useCallback(() => {
    const current = live.current;
    live.current = null;
    if (!current) return;
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close();
  }, []);

  useEffect(
    () => () => {
      if (live.current?.recorder.state === 'recording') live.current.recorder.stop();
      release();
    },
    [release],
  );

  const start = useCallback(async () => {
    if (live.current) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState({ status: 'failed', message: recordingFailure(undefined) });
      return;
    }
    setState({ status: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ status: 'failed', message: recordingFailure(error) });
      return;
    }
    try {
      const mimeType = chooseRecordingType((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      context.createMediaStreamSource(stream).connect(analyser);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        release();
        setState({ status: 'stopped', blob: new Blob(chunks, { type: recorder.mimeType }) });
      });
      live.current = { stream, context, recorder };
      recorder.start(250);
      setState({ status: 'recording', startedAt: now(), analyser });
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      release();
      setState({ status: 'failed', message: recordingFailure(error) });
    }
  }, [now, release]);

  const stop = useCallback(() => {
    if (live.current?.recorder.state === 'recording') live.current.recorder.stop();
  }, []);

  const reset = useCallback(() => {
    stop();
    release();
    setState({ status: 'idle' });
  }, [release, stop]);

  return { state, start, stop, reset };
}
