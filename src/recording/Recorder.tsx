import { useEffect, useState } from 'react';
import { Waveform } from '../audio/Waveform';
import type { WaveformBridge } from '../audio/waveform-bridge';
import { formatElapsed } from './elapsed';
import { LiveWaveform } from './LiveWaveform';
import { prepareRecording, type PreparedAudio } from './prepare-audio';
import { useRecorder } from './useRecorder';
import './recording.css';

export interface RecorderProps {
  bridge: WaveformBridge;
  /** the recording ready to save, or undefined when there is none (yet, or discarded) */
  onChange: (prepared: PreparedAudio | undefined) => void;
  disabled?: boolean;
}

/** Record, Stop, a running clock and live waveform, then a preview of what will be saved. */
export function Recorder({ bridge, onChange, disabled = false }: RecorderProps) {
  const { state, start, stop, reset } = useRecorder();
  const [now, setNow] = useState(() => Date.now());
  const [preview, setPreview] = useState<{ ready: PreparedAudio; url: string } | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [state.status]);

  useEffect(() => {
    if (state.status !== 'stopped') return;
    let current = true;
    prepareRecording(state.blob, bridge, `recording-${new Date().toISOString().slice(0, 10)}`)
      .then((ready) => {
        if (!current) return;
        setPreview({ ready, url: URL.createObjectURL(ready.file) });
        onChange(ready);
      })
      .catch(() => {
        if (current) setProblem('The recording could not be read. Please record again.');
      });
    return () => {
      current = false;
    };
  }, [state, bridge, onChange]);

  // The preview's address lives as long as the preview.
  useEffect(() => {
    if (!preview) return;
    const { url } = preview;
    return () => URL.revokeObjectURL(url);
  }, [preview]);

  function discard() {
    setPreview(undefined);
    setProblem(null);
    onChange(undefined);
    reset();
  }

  const recording = state.status === 'recording';
  const message = state.status === 'failed' ? state.message : problem;
  return (
    <fieldset className="recorder">
      <legend>Recording</legend>
      <div className="recorder__controls">
        {recording ? (
          <button type="button" className="button" onClick={stop}>
            Stop
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={disabled || state.status === 'asking' || state.status === 'stopped'}
            onClick={() => {
              setProblem(null);
              void start();
            }}
          >
            Record
          </button>
        )}
        {recording && (
          <span className="recorder__elapsed" role="timer" aria-label="Elapsed">
            {formatElapsed(now - state.startedAt)}
          </span>
        )}
        {state.status === 'stopped' && (
          <button type="button" className="button" onClick={discard}>
            Discard
          </button>
        )}
      </div>
      {recording && <LiveWaveform analyser={state.analyser} />}
      {state.status === 'stopped' && !preview && !problem && (
        <p className="recorder__note" aria-busy="true">
          Preparing the recording…
        </p>
      )}
      {preview && (
        <div className="recorder__preview" aria-label="Recording preview" role="group">
          <audio controls src={preview.url} />
          <Waveform pcm={preview.ready.pcm} width={280} height={48} />
        </div>
      )}
      {message && (
        <p role="alert" className="screen-form__error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
