import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPreparedStatements } from './statement-cache.js';

describe('keepPreparedStatements', () => {
  let connection: BetterSqlite3.Database;
  afterEach(() => connection.close());

  function open(limit?: number) {
    connection = new BetterSqlite3(':memory:');
    connection.exec(
      "create table notes (id integer primary key, text text); insert into notes (text) values ('a'), ('b')",
    );
    keepPreparedStatements(connection, limit);
    return connection;
  }

  it('hands back the statement compiled before for the same SQL', () => {
    const db = open();
    const sql = 'select text from notes where id = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql).get(2)).toEqual({ text: 'b' });
  });

  it('hands a statement used in raw mode back in object mode, as drizzle expects', () => {
    const db = open();
    const sql = 'select id, text from notes order by id';
    expect(db.prepare(sql).raw().all()).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(db.prepare(sql).all()).toEqual([
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
    ]);
    // a statement that returns no rows has no modes, and still runs
    expect(db.prepare("insert into notes (text) values ('c')").run().changes).toBe(1);
    expect(db.prepare("insert into notes (text) values ('c')").run().changes).toBe(1);
  });

  it('keeps at most `limit` statements, dropping the least recently used', () => {
    const db = open(2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // used again: now the most recent
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });
});
