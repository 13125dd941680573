import { randomUUID } from 'node:crypto';
import { type CardAction, maskCardNumber, PROVIDER_ACCESS_CODE_ERROR } from '@portico/domain';
import {
  type AccessCodeAnswer,
  type AccessCodeRequest,
  type CardProvider,
  CardProviderError,
  type ProviderResult,
  SIMULATED_ACCESS_CODE_PREFIX,
  type TokenChargeRequest,
} from './card-provider.js';

/** The simulator's test cards (demo mode; the hosted page lists them). */
export const SIMULATED_CARDS = {
  approve: '4444333322221111',
  /** a debit card: approved, transaction type DB */
  approveDebit: '5555444433331111',
  decline: '4000000000000002',
  /** the provider never answers in time: the payment stays pending until asked again */
  timeout: '4000000000000119',
} as const;

export const SIMULATED_DECLINE_REASON = 'Do Not Honour';

interface HostedPage {
  action: CardAction;
  amountCents: number;
  currency: string;
  returnUrl: string;
  result: ProviderResult | null;
  /** the card a pending page was paid with: it settles when asked after `settleAfterMs` */
  pendingSince: number | null;
  cardNumber: string | null;
}

export interface CardSimulator extends CardProvider {
  /** the hosted page behind an access code, for the simulator's page; null when unknown */
  page(accessCode: string): { action: CardAction; amountCents: number; currency: string; returnUrl: string } | null;
  /** the hosted page's form: a card number entered; answers the address to send the browser back to */
  submit(accessCode: string, cardNumber: string, expiry?: string): string | null;
  /** tests: the next calls fail — the provider unreachable, or answering 'Error getting access code' */
  failNext(kind: 'unreachable' | 'accessCodeError' | 'timeout', times?: number): void;
  /** tests: a pending payment settles (approved or declined) the next time it is asked */
  settle(accessCode: string, approve: boolean): void;
  /** tests: how many token charges the provider made */
  readonly chargeCount: number;
}

function resultForCard(cardNumber: string, action: CardAction, expiry: string | undefined): ProviderResult {
  const digits = cardNumber.replace(/\D/g, '');
  const base = {
    transactionId: null,
    tokenCustomerId: null,
    maskedCard: null,
    expiry: null,
  };
  if (digits === SIMULATED_CARDS.decline || digits.length < 12)
    return { ...base, status: 'DECLINED', reason: SIMULATED_DECLINE_REASON, cardType: null };
  if (digits === SIMULATED_CARDS.timeout) return { ...base, status: 'PENDING', reason: null, cardType: null };
  const cardType = digits === SIMULATED_CARDS.approveDebit ? 'DB' : 'CD';
  return {
    status: 'APPROVED',
    transactionId: `SIMTX-${randomUUID()}`,
    reason: 'Transaction Approved',
    cardType,
    tokenCustomerId: action === 'TokenRegistration' ? `SIMTOKEN-${digits}` : null,
    maskedCard: action === 'TokenRegistration' ? maskCardNumber(digits) : null,
    expiry: action === 'TokenRegistration' ? (expiry ?? '12/30') : null,
  };
}

/**
 * A local hosted-payment-page provider for demo mode and tests: its page (served by the simulators area) takes a
 * card number, and each test card decides the outcome. Nothing leaves the process; its state is in memory.
 */
export function createCardSimulator(publicUrl: string): CardSimulator {
  const pages = new Map<string, HostedPage>();
  const charges = new Map<string, ProviderResult>();
  const failures: ('unreachable' | 'accessCodeError' | 'timeout')[] = [];
  let chargeCount = 0;

  const failIfAsked = () => {
    const failure = failures.shift();
    if (failure === 'unreachable') throw new CardProviderError('connect ECONNREFUSED (simulated)');
    if (failure === 'accessCodeError') throw new CardProviderError(PROVIDER_ACCESS_CODE_ERROR);
    if (failure === 'timeout') throw new CardProviderError('timed out (simulated)', true);
  };

  return {
    kind: 'simulator',
    async createAccessCode(request: AccessCodeRequest): Promise<AccessCodeAnswer> {
      failIfAsked();
      const accessCode = `${SIMULATED_ACCESS_CODE_PREFIX}${randomUUID()}`;
      pages.set(accessCode, {
        action: request.action,
        amountCents: request.amountCents,
        currency: request.currency,
        returnUrl: request.returnUrl,
        result: null,
        pendingSince: null,
        cardNumber: null,
      });
      return { accessCode, formUrl: `${publicUrl}/simulator/cards/${encodeURIComponent(accessCode)}` };
    },
    async result(accessCode) {
      failIfAsked();
      const page = pages.get(accessCode);
      if (!page) return { ...resultForCard('', 'ProcessPayment', undefined), reason: 'Access code unknown or expired' };
      // a page never submitted: the customer has not paid (yet)
      return page.result ?? { ...resultForCard(SIMULATED_CARDS.timeout, page.action, undefined) };
    },
    async chargeToken(request: TokenChargeRequest) {
      failIfAsked();
      const done = charges.get(request.reference);
      if (done) return done;
      const digits = request.tokenCustomerId.replace(/^SIMTOKEN-/, '');
      const result = resultForCard(digits, 'ProcessPayment', undefined);
      if (result.status === 'APPROVED') chargeCount += 1;
      charges.set(request.reference, result);
      if (result.status === 'PENDING') throw new CardProviderError('timed out (simulated)', true);
      return result;
    },
    async findCharge(reference) {
      failIfAsked();
      return charges.get(reference) ?? null;
    },
    page(accessCode) {
      const page = pages.get(accessCode);
      return page
        ? { action: page.action, amountCents: page.amountCents, currency: page.currency, returnUrl: page.returnUrl }
        : null;
    },
    submit(accessCode, cardNumber, expiry) {
      const page = pages.get(accessCode);
      if (!page) return null;
      if (page.result === null || page.result.status === 'PENDING') {
        page.result = resultForCard(cardNumber, page.action, expiry);
        page.cardNumber = cardNumber;
      }
      const url = new URL(page.returnUrl);
      // a hash-routed page reads its parameters after the '#'
      if (url.hash)
        url.hash = `${url.hash}${url.hash.includes('?') ? '&' : '?'}AccessCode=${encodeURIComponent(accessCode)}`;
      else url.searchParams.set('AccessCode', accessCode);
      return url.toString();
    },
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    settle(accessCode, approve) {
      const page = pages.get(accessCode);
      if (page)
        page.result = resultForCard(
          approve ? SIMULATED_CARDS.approve : SIMULATED_CARDS.decline,
          page.action,
          undefined,
        );
      for (const [reference, charge] of charges)
        if (reference === accessCode && charge.status === 'PENDING')
          charges.set(
            reference,
            resultForCard(approve ? SIMULATED_CARDS.approve : SIMULATED_CARDS.decline, 'ProcessPayment', undefined),
          );
    },
    get chargeCount() {
      return chargeCount;
    },
  };
}
