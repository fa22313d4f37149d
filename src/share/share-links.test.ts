import { describe, expect, it } from 'vitest';
import { embedCode, embedUrl, shareUrl, viewOnRitualPath } from './share-links';

const origin = 'https://ritual.example';
const id = '01900000-0000-7000-8000-000000000002';

describe('share links', () => {
  it('opens a share key under /share', () => {
    expect(shareUrl(origin, 'abc_-9')).toBe('https://ritual.example/share/abc_-9');
    expect(shareUrl(origin, 'abc_-9', '/ana/night-notes/0190')).toBe(
      'https://ritual.example/ana/night-notes/0190/abc_-9',
    );
  });

  it('frames /embed/<id> with the key when there is one', () => {
    expect(embedUrl(origin, id, 'k1')).toBe(`${origin}/embed/${id}?key=k1`);
    expect(embedUrl(origin, id)).toBe(`${origin}/embed/${id}`);
  });

  it('writes an iframe snippet whose src is the embed address', () => {
    const code = embedCode(origin, id, 'k1');
    expect(code).toMatch(/^<iframe src="[^"]+"[^>]*><\/iframe>$/);
    expect(code).toContain(`src="${origin}/embed/${id}?key=k1"`);
    expect(code).toContain('title="An entry on Ritual"');
  });

  it('escapes what would break the attribute', () => {
    expect(embedCode('https://a"b', id)).toContain('src="https://a&quot;b/embed/');
  });

  it('sends a visitor on to the share page with a key, else to the author’s entry page', () => {
    const entry = { id, user: { ritual_user: 'ada' } };
    expect(viewOnRitualPath(entry, 'k1')).toBe('/share/k1');
    expect(viewOnRitualPath(entry, null)).toBe(`/ada/entry/${id}`);
  });
});
