import { Mic, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from '../components/IconButton';
import type { WaveformBridge } from '../audio/waveform-bridge';
import { formatElapsed } from './elapsed';
import { LiveWaveform } from './LiveWaveform';
import { prepareRecording, type PreparedAudio } from './prepare-audio';
import { useRecorder, type RecorderState } from './useRecorder';
import './recording.css';

export interface Recording {
  state: RecorderState;
  /** the recording is being made ready (WAV, waveform) after Stop */
  preparing: boolean;
  /** what went wrong, in words, or null */
  problem: string | null;
  start: () => void;
  stop: () => void;
}

/**
 * A recording made in the composer: Record asks for the microphone and records, Stop ends it, and
 * the recording, once converted and given its waveform in the worker, goes to `onReady` (the
 * entry's file from then on). The recorder is then ready for another.
 */
export function useRecording(
  bridge: WaveformBridge,
  onReady: (prepared: PreparedAudio) => void,
): Recording {
  const { state, start, stop, reset } = useRecorder();
  const [problem, setProblem] = useState<string | null>(null);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  const stopped = state.status === 'stopped' ? state.blob : undefined;
  useEffect(() => {
    if (!stopped) return;
    let current = true;
    prepareRecording(stopped, bridge, `recording-${new Date().toISOString().slice(0, 10)}`)
      .then((prepared) => {
        if (!current) return;
        ready.current(prepared);
        reset();
      })
      .catch(() => {
        if (!current) return;
        setProblem('The recording could not be read. Please record again.');
        reset();
      });
    return () => {
      current = false;
    };
  }, [stopped, bridge, reset]);

  const begin = useCallback(() => {
    setProblem(null);
    void start();
  }, [start]);

  return {
    state,
    preparing: stopped !== undefined,
    problem: state.status === 'failed' ? state.message : problem,
    start: begin,
    stop,
  };
}

/** The toolbar's Record, which becomes Stop while recording. */
export function RecordButton({
  recording,
  disabled = false,
}: {
  recording: Recording;
  disabled?: boolean;
}) {
  const { state } = recording;
  if (state.status === 'recording')
    return (
      <IconButton
        label="Stop"
        icon={<Square />}
        tone="danger"
        className="record-stop"
        onClick={recording.stop}
      />
    );
  return (
    <IconButton
      label="Record"
      icon={<Mic />}
      disabled={disabled || state.status === 'asking' || recording.preparing}
      onClick={recording.start}
    />
  );
}

/**
 * While recording: a red dot, the running clock and the microphone's live waveform, so the person
 * sees that sound is arriving; after Stop, a note while the recording is made ready.
 */
export function LiveRecording({ recording }: { recording: Recording }) {
  const { state } = recording;
  const [now, setNow] = useState(() => Date.now());
  const startedAt = state.status === 'recording' ? state.startedAt : undefined;
  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  if (recording.preparing)
    return (
      <p className="live-recording live-recording--preparing" aria-busy="true">
        Preparing the recording…
      </p>
    );
  if (state.status !== 'recording') return null;
  return (
    <div className="live-recording" role="group" aria-label="Recording">
      <span className="live-recording__dot" aria-hidden="true" />
      <span className="live-recording__elapsed" role="timer" aria-label="Elapsed">
        {formatElapsed(now - state.startedAt)}
      </span>
      <LiveWaveform analyser={state.analyser} />
    </div>
  );
}
