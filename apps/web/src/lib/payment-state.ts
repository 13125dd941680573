import { allocationState } from '@portico/domain';

const STATE_WORDS = { UNALLOCATED: 'Unallocated', PART: 'Part allocated', ALLOCATED: 'Allocated' } as const;

/** A payment's state as staff and customers read it: removed, or how much of it is allocated. */
export function paymentStateWord(payment: { amount: number; allocatableAmount: number; removed: boolean }): string {
  return payment.removed ? 'Removed' : STATE_WORDS[allocationState(payment.amount, payment.allocatableAmount)];
}
