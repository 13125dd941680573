import { describe, expect, it } from 'vitest';
import { createStatementNames, PREPARE_AFTER_USES } from './auto-prepare.js';

describe('the names of often-sent statements', () => {
  it('names a text on its third use, and the same name every time after', () => {
    const names = createStatementNames();
    expect(PREPARE_AFTER_USES).toBe(3);
    expect([names.nameFor('select 1'), names.nameFor('select 1')]).toEqual([undefined, undefined]);
    const name = names.nameFor('select 1');
    expect(name).toMatch(/^auto_\d+$/);
    expect(names.nameFor('select 1')).toBe(name);
  });

  it('never gives two texts one name', () => {
    const names = createStatementNames({ prepareAfter: 1 });
    const given = ['select 1', 'select 2', 'select 3'].map((text) => names.nameFor(text));
    expect(new Set(given).size).toBe(3);
  });

  it('stops naming at its limit: the texts named keep their names, others go unnamed', () => {
    const names = createStatementNames({ prepareAfter: 1, maxNamed: 2 });
    const first = names.nameFor('a');
    names.nameFor('b');
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(first);
    expect(names.size).toBe(2);
  });

  it('forgets the oldest counted text first, so one-off texts cannot hold its count forever', () => {
    const names = createStatementNames({ prepareAfter: 2, maxCounted: 2 });
    names.nameFor('kept');
    names.nameFor('one-off 1');
    names.nameFor('one-off 2'); // 'kept' was the oldest: its first use is forgotten
    expect(names.nameFor('kept')).toBeUndefined();
    expect(names.nameFor('kept')).toMatch(/^auto_/);
  });
});
