import { describe, expect, it } from 'vitest';
import { BILLABLE_MESSAGES, serviceListProblem } from './billables.js';
import { parseServiceIdList } from './promo-rules.js';

const problem = (text: string) => serviceListProblem(parseServiceIdList(text));

describe('a list of services typed for a billing tool', () => {
  it('takes ids and uids, spaces stripped, split on commas', () => {
    expect(problem(' 100016, 100017 ,\n100020 ')).toBeNull();
    expect(problem('6F1C2A9E-0000-4000-8000-000000000050, 100016')).toBeNull();
  });

  it('needs at least one service', () => {
    expect(problem('')).toBe(BILLABLE_MESSAGES.atLeastOneService);
    expect(problem(' , ,')).toBe(BILLABLE_MESSAGES.atLeastOneService);
  });

  it('refuses anything but an id or a uid', () => {
    for (const text of ['12;13', 'abc', '0', '-4', '1.5', '12345678901', '6f1c2a9e-0000'])
      expect(problem(text)).toBe(BILLABLE_MESSAGES.serviceIdsInvalid);
  });
});
