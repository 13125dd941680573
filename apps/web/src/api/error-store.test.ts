import { describe, expect, it } from 'vitest';
import { createErrorStore } from './error-store';

describe('error store', () => {
  it('accumulates newest last, skips a repeat of the last message and clears', () => {
    const store = createErrorStore();
    store.report('first');
    store.report('second');
    store.report('second');
    store.report('first');
    expect(store.getMessages()).toEqual(['first', 'second', 'first']);
    store.clear();
    expect(store.getMessages()).toEqual([]);
  });
});
