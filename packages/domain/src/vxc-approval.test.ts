import { describe, expect, it } from 'vitest';
import {
  canProvisionVxc,
  decideVxcSide,
  initialVxcApproval,
  isVxcApprovalExpired,
  MAX_VXC_ORDERS_AWAITING_ONE_COMPANY,
  tooManyVxcOrdersAwaiting,
  VXC_APPROVAL_MESSAGES,
  vxcApprovalOutcome,
} from './vxc-approval.js';

const acme = 10;
const globex = 20;
const agent = 30;
const crossCompany = { payerCompanyId: acme, nonPayerCompanyId: globex };

describe('a VXC order’s approval', () => {
  it('starts approved on both sides when staff order it', () => {
    const approval = initialVxcApproval({ ...crossCompany, orderingCompanyId: 1, orderedByStaff: true });
    expect(approval).toEqual({ payerStatus: 'APPROVED', nonPayerStatus: 'APPROVED' });
    expect(canProvisionVxc(approval)).toBe(true);
  });

  it('is automatic when one company owns both ends', () => {
    const approval = initialVxcApproval({
      payerCompanyId: acme,
      nonPayerCompanyId: acme,
      orderingCompanyId: acme,
      orderedByStaff: false,
    });
    expect(vxcApprovalOutcome(approval)).toBe('APPROVED');
  });

  it('waits for the other end’s owner when the ends have two owners', () => {
    const approval = initialVxcApproval({ ...crossCompany, orderingCompanyId: acme, orderedByStaff: false });
    expect(approval).toEqual({ payerStatus: 'APPROVED', nonPayerStatus: 'UN_ASSESSED' });
    expect(vxcApprovalOutcome(approval)).toBe('PENDING');
    expect(canProvisionVxc(approval)).toBe(false);
  });

  it('waits for both owners when an agent orders for them', () => {
    const approval = initialVxcApproval({ ...crossCompany, orderingCompanyId: agent, orderedByStaff: false });
    expect(approval).toEqual({ payerStatus: 'UN_ASSESSED', nonPayerStatus: 'UN_ASSESSED' });
    const payerApproved = decideVxcSide(approval, crossCompany, acme, 'APPROVE');
    expect(payerApproved).toMatchObject({ outcome: 'PENDING' });
    if (!('approval' in payerApproved)) throw new Error('refused');
    expect(decideVxcSide(payerApproved.approval, crossCompany, globex, 'APPROVE')).toEqual({
      approval: { payerStatus: 'APPROVED', nonPayerStatus: 'APPROVED' },
      outcome: 'APPROVED',
    });
  });

  it('lets the other owner approve its own side once, and provisioning may then start', () => {
    const pending = { payerStatus: 'APPROVED', nonPayerStatus: 'UN_ASSESSED' } as const;
    const decided = decideVxcSide(pending, crossCompany, globex, 'APPROVE');
    expect(decided).toEqual({ approval: { payerStatus: 'APPROVED', nonPayerStatus: 'APPROVED' }, outcome: 'APPROVED' });
    if (!('approval' in decided)) throw new Error('refused');
    expect(canProvisionVxc(decided.approval)).toBe(true);
    expect(decideVxcSide(decided.approval, crossCompany, globex, 'REJECT')).toEqual({
      error: VXC_APPROVAL_MESSAGES.alreadyAssessed,
    });
  });

  it('refuses a company that owns neither end', () => {
    const pending = { payerStatus: 'APPROVED', nonPayerStatus: 'UN_ASSESSED' } as const;
    expect(decideVxcSide(pending, crossCompany, agent, 'APPROVE')).toEqual({
      error: VXC_APPROVAL_MESSAGES.notYourSide,
    });
  });

  it('ends the order on a rejection: nothing further can be decided and it is never provisioned', () => {
    const pending = { payerStatus: 'APPROVED', nonPayerStatus: 'UN_ASSESSED' } as const;
    const rejected = decideVxcSide(pending, crossCompany, globex, 'REJECT');
    expect(rejected).toEqual({
      approval: { payerStatus: 'APPROVED', nonPayerStatus: 'REJECTED' },
      outcome: 'REJECTED',
    });
    if (!('approval' in rejected)) throw new Error('refused');
    expect(canProvisionVxc(rejected.approval)).toBe(false);
    expect(decideVxcSide(rejected.approval, crossCompany, acme, 'APPROVE')).toEqual({
      error: VXC_APPROVAL_MESSAGES.orderRejected,
    });
  });
});

describe('orders waiting for another company', () => {
  it('allows fifty waiting towards one company, not the fifty-first', () => {
    expect(tooManyVxcOrdersAwaiting(0)).toBe(false);
    expect(tooManyVxcOrdersAwaiting(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY - 1)).toBe(false);
    expect(tooManyVxcOrdersAwaiting(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY)).toBe(true);
    expect(MAX_VXC_ORDERS_AWAITING_ONE_COMPANY).toBe(50);
  });

  it('expires an order on the fourteenth day of waiting, not before', () => {
    const placed = new Date('2026-11-01T10:00:00Z');
    expect(isVxcApprovalExpired(placed, new Date('2026-11-15T09:59:59Z'))).toBe(false);
    expect(isVxcApprovalExpired(placed, new Date('2026-11-15T10:00:00Z'))).toBe(true);
    expect(VXC_APPROVAL_MESSAGES.expired).toBe('This VXC order was not approved within 14 days and has expired');
  });
});
