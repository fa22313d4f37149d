import { describe, expect, it } from 'vitest';
import { applyPatch, project } from './rebase';

const at = (iso: string) => ({ id: 'e1', notes: 'base', last_modified: iso });

describe('project (the record the page shows)', () => {
  it('shows a creation only while the server has nothing yet', () => {
    const created = { id: 'e1', notes: 'mine' };
    expect(project(null, [{ op: 'create', record: created }])).toEqual(created);
    const server = at('2026-11-22T10:00:00.000Z');
    expect(project(server, [{ op: 'create', record: created }])).toEqual(server);
  });

  it('applies an unsent edit on top of a newer pull, unless the pulled version is newer still', () => {
    const edit = {
      op: 'update' as const,
      fields: { notes: 'offline edit', last_modified: '2026-11-22T10:05:00.000Z' },
    };
    expect(project(at('2026-11-22T10:00:00.000Z'), [edit])).toMatchObject({
      notes: 'offline edit',
    });
    expect(project(at('2026-11-22T10:09:00.000Z'), [edit])).toMatchObject({ notes: 'base' });
    expect(project(at('2026-11-22T10:05:00.000Z'), [edit])).toMatchObject({
      notes: 'offline edit',
    });
  });

  it('lets a deletion win over edits before and after it', () => {
    const edit = {
      op: 'update' as const,
      fields: { notes: 'x', last_modified: '2030-01-01T00:00:00.000Z' },
    };
    expect(project(at('2026-11-22T10:00:00.000Z'), [edit, { op: 'delete' }, edit])).toBeNull();
  });

  it('applies edits in their order, and an edit to nothing stays nothing', () => {
    const first = {
      op: 'update' as const,
      fields: { notes: 'one', last_modified: '2026-11-22T10:01:00.000Z' },
    };
    const second = {
      op: 'update' as const,
      fields: { notes: 'two', last_modified: '2026-11-22T10:02:00.000Z' },
    };
    expect(project(at('2026-11-22T10:00:00.000Z'), [first, second])).toMatchObject({
      notes: 'two',
    });
    expect(applyPatch(null, first)).toBeNull();
  });
});
