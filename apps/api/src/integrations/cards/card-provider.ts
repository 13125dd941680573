import type { CardAction } from '@portico/domain';

/*
 * The card provider (decision 0091): an eWAY Rapid style hosted payment page. The portal asks for an access code,
 * sends the browser to the provider's page, and on return confirms the result by the access code; a registered
 * card (a token customer) is charged by its token. The simulator (demo mode) and the HTTP adapter implement this.
 */

export interface AccessCodeRequest {
  action: CardAction;
  /** a payment's amount in cents; 0 for a registration */
  amountCents: number;
  currency: string;
  /** our reference for the customer (the company id) */
  customerReference: string;
  /** our reference for the payment: the provider keeps it on the transaction */
  invoiceReference: string;
  /** where the provider sends the browser back, with `AccessCode=` added */
  returnUrl: string;
}

export interface AccessCodeAnswer {
  accessCode: string;
  /** the hosted page the browser is sent to */
  formUrl: string;
}

/** What the provider says of a hosted page or a token charge. */
export interface ProviderResult {
  status: 'APPROVED' | 'DECLINED' | 'PENDING';
  transactionId: string | null;
  /** the provider's response message or decline reason */
  reason: string | null;
  /** DB (debit) or CD (credit) card; the paid types of §9 */
  cardType: 'DB' | 'CD' | null;
  /** a registration's token customer and masked card */
  tokenCustomerId: string | null;
  maskedCard: string | null;
  expiry: string | null;
}

export interface TokenChargeRequest {
  tokenCustomerId: string;
  amountCents: number;
  currency: string;
  /** our reference, unique per charge: the provider charges a reference once */
  reference: string;
}

/** The provider could not be reached, timed out, or answered an error: §8's message is shown for it. */
export class CardProviderError extends Error {
  constructor(
    message: string,
    /** true when the request may have reached the provider (a time-out): its result must be asked for again */
    readonly uncertain = false,
  ) {
    super(message);
    this.name = 'CardProviderError';
  }
}

export interface CardProvider {
  /** 'simulator' in demo mode; a production config never constructs it */
  readonly kind: 'simulator' | 'eway';
  createAccessCode(request: AccessCodeRequest): Promise<AccessCodeAnswer>;
  /** the result of a hosted page */
  result(accessCode: string): Promise<ProviderResult>;
  /** charges a token customer; the same reference is charged once */
  chargeToken(request: TokenChargeRequest): Promise<ProviderResult>;
  /** what became of a charge by its reference (after a time-out); null when the provider has none */
  findCharge(reference: string): Promise<ProviderResult | null>;
}

/** Simulated access codes carry this prefix: a real provider's never does, and production refuses them. */
export const SIMULATED_ACCESS_CODE_PREFIX = 'SIM-';
