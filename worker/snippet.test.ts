import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';

const marked = ({ text, marks }: { text: string; marks: [number, number][] }) =>
  marks.map(([start, end]) => text.slice(start, end));

describe('a hit’s snippet', () => {
  it('marks every matching word as written, accents and case kept', () => {
    const snippet = snippetOf('Played the Étude twice; the étude is slow.', new Set(['etude']));
    expect(snippet.text).toBe('Played the Étude twice; the étude is slow.');
    expect(marked(snippet)).toEqual(['Étude', 'étude']);
  });

  it('shows the passage around a match deep in long notes', () => {
    const notes = `${'warm up '.repeat(40)}then the metronome at 60. ${'cool down '.repeat(40)}`;
    const snippet = snippetOf(notes, new Set(['metronome']));
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(162);
    expect(marked(snippet)).toEqual(['metronome']);
  });

  it('puts notes on one line', () => {
    expect(snippetOf('Scales\n\n  then   chords', new Set()).text).toBe('Scales then chords');
  });

  it('shows the beginning, unmarked, when the journal’s title matched', () => {
    const snippet = snippetOf('Nothing about it here', new Set(['piano']));
    expect(snippet).toEqual({ text: 'Nothing about it here', marks: [] });
  });
});
