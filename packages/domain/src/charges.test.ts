import { describe, expect, it } from 'vitest';
import { CHARGE_MESSAGES, type ChargeDraft, chargeProblem } from './charges.js';

const draft = (over: Partial<ChargeDraft> = {}): ChargeDraft => ({
  name: 'Cross connect',
  chargeType: 'RECURRING',
  charge: 15_000,
  start: '2026-12-01',
  end: null,
  nominalChargeDate: null,
  ...over,
});

describe('a charge as it is saved', () => {
  it('takes a named amount of 0 or more from a start, with or without an end', () => {
    expect(chargeProblem(draft())).toBeNull();
    expect(chargeProblem(draft({ charge: 0, end: '2027-11-30' }))).toBeNull();
  });

  it('needs a name, an amount of 0 or more in whole minor units', () => {
    expect(chargeProblem(draft({ name: '  ' }))).toBe(CHARGE_MESSAGES.nameRequired);
    expect(chargeProblem(draft({ charge: -1 }))).toBe(CHARGE_MESSAGES.amountInvalid);
    expect(chargeProblem(draft({ charge: 1.5 }))).toBe(CHARGE_MESSAGES.amountInvalid);
  });

  it('takes a percentage discount in basis points, at most 100 %', () => {
    expect(chargeProblem(draft({ chargeType: 'DISCOUNT_PERCENT', charge: 10_000 }))).toBeNull();
    expect(chargeProblem(draft({ chargeType: 'DISCOUNT_PERCENT', charge: 10_001 }))).toBe(
      CHARGE_MESSAGES.percentInvalid,
    );
    expect(chargeProblem(draft({ chargeType: 'DISCOUNT_AMOUNT', charge: 10_001 }))).toBeNull();
  });

  it('ends after it starts', () => {
    expect(chargeProblem(draft({ end: '2026-12-01' }))).toBe(CHARGE_MESSAGES.endBeforeStart);
    expect(chargeProblem(draft({ end: '2026-11-30' }))).toBe(CHARGE_MESSAGES.endBeforeStart);
  });

  it('charges a once-off charge on a day given', () => {
    expect(chargeProblem(draft({ chargeType: 'ONCE_OFF' }))).toBe(CHARGE_MESSAGES.nominalDateRequired);
    expect(chargeProblem(draft({ chargeType: 'ONCE_OFF', nominalChargeDate: '2026-12-15' }))).toBeNull();
  });
});
