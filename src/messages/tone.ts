/** How long the notification tone lasts, in seconds. */
const LENGTH = 0.25;

/** A short, soft two-note chime made with the Web Audio API (no sound file to load). */
export function playTone(audio: AudioContext): void {
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + LENGTH);
  gain.connect(audio.destination);
  const oscillator = audio.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, start);
  oscillator.frequency.setValueAtTime(1320, start + LENGTH / 2);
  oscillator.connect(gain);
  oscillator.start(start);
  oscillator.stop(start + LENGTH);
}
