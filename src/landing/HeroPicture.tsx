import { Flame, Image as ImageIcon, Mic } from 'lucide-react';
import { Waveform } from '../audio/Waveform';

/** Seven days, the last five written: a streak in the making. */
const WEEK = [
  { day: 'M', done: false },
  { day: 'T', done: false },
  { day: 'W', done: true },
  { day: 'T', done: true },
  { day: 'F', done: true },
  { day: 'S', done: true },
  { day: 'S', done: true },
];

/** A recording's shape: a phrase that swells and settles (min/max pairs, as the worker draws). */
const PHRASE = Array.from({ length: 64 }, (_, i) => {
  const swell = Math.sin((i / 63) * Math.PI) * (0.55 + 0.35 * Math.abs(Math.sin(i * 1.7)));
  return [-swell, swell];
}).flat();

/**
 * The landing page's picture of the product: a journal as Ritual shows it, drawn with the app's
 * own parts (a streak, the week's strip, a photo entry, a recording's waveform). One image to
 * assistive technology, described in words.
 */
export function HeroPicture() {
  return (
    <figure
      className="hero-picture"
      role="img"
      aria-label="A Ritual journal, Morning Pages: a five-day streak, a photo of an evening sky and a piano recording with its waveform."
    >
      <div className="hero-picture__head">
        <span className="hero-picture__icon">M</span>
        <div>
          <p className="hero-picture__title">Morning Pages</p>
          <p className="hero-picture__streak">
            <Flame /> 5 days
          </p>
        </div>
      </div>
      <ol className="hero-picture__week">
        {WEEK.map(({ day, done }, i) => (
          <li
            key={i}
            className={done ? 'hero-picture__day hero-picture__day--done' : 'hero-picture__day'}
          >
            {day}
          </li>
        ))}
      </ol>
      <div className="hero-picture__entry">
        <svg
          className="hero-picture__photo"
          viewBox="0 0 160 100"
          preserveAspectRatio="xMidYMid slice"
        >
          <defs>
            <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#23395d" />
              <stop offset="0.6" stopColor="#e9a06b" />
              <stop offset="1" stopColor="#f6d7a7" />
            </linearGradient>
          </defs>
          <rect width="160" height="100" fill="url(#hero-sky)" />
          <circle cx="112" cy="62" r="12" fill="#fff3d6" opacity="0.9" />
          <path d="M0 72 C 30 60 56 66 82 72 S 135 78 160 68 V 100 H 0 Z" fill="#3b4a2f" />
          <path d="M0 84 C 40 76 90 82 160 78 V 100 H 0 Z" fill="#26331f" />
        </svg>
        <p className="hero-picture__notes">
          <ImageIcon /> The light over the hill, before the pages.
        </p>
      </div>
      <div className="hero-picture__entry hero-picture__entry--audio">
        <span className="hero-picture__play">
          <Mic />
        </span>
        <Waveform pcm={PHRASE} width={200} height={36} label={null} stretch />
        <span className="hero-picture__time">0:42</span>
      </div>
    </figure>
  );
}
