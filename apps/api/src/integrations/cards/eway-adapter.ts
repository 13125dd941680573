import { type CardAction, PROVIDER_ACCESS_CODE_ERROR } from '@portico/domain';
import {
  type AccessCodeRequest,
  type CardProvider,
  CardProviderError,
  type ProviderResult,
  SIMULATED_ACCESS_CODE_PREFIX,
} from './card-provider.js';

export interface EwayConfig {
  /** the Rapid API's base address, e.g. https://api.ewaypayments.com */
  baseUrl: string;
  apiKey: string;
  password: string;
  timeoutMs?: number;
}

interface EwayAnswer {
  AccessCode?: string;
  SharedPaymentUrl?: string;
  FormActionURL?: string;
  Errors?: string | null;
  TransactionID?: number | string | null;
  TransactionStatus?: boolean | null;
  ResponseCode?: string | null;
  ResponseMessage?: string | null;
  TokenCustomerID?: number | string | null;
  Customer?: { CardDetails?: { Number?: string; ExpiryMonth?: string; ExpiryYear?: string } } | null;
  Transactions?: EwayAnswer[];
  /** our field name for the funding type the account reports: 'Debit' or 'Credit' */
  FundingType?: string | null;
}

const METHOD: Record<CardAction, string> = {
  ProcessPayment: 'ProcessPayment',
  TokenRegistration: 'CreateTokenCustomer',
};

/** eWAY's response codes for a transaction still being processed. */
const PENDING_CODES = new Set(['09', '10']);

function resultOf(answer: EwayAnswer): ProviderResult {
  const transactionId =
    answer.TransactionID === null || answer.TransactionID === undefined ? null : String(answer.TransactionID);
  const card = answer.Customer?.CardDetails;
  const status =
    answer.TransactionStatus === true
      ? 'APPROVED'
      : answer.ResponseCode && PENDING_CODES.has(answer.ResponseCode)
        ? 'PENDING'
        : answer.TransactionStatus === false
          ? 'DECLINED'
          : 'PENDING';
  return {
    status,
    transactionId,
    reason: answer.ResponseMessage ?? answer.Errors ?? null,
    cardType: answer.FundingType === 'Debit' ? 'DB' : 'CD',
    tokenCustomerId:
      answer.TokenCustomerID === null || answer.TokenCustomerID === undefined ? null : String(answer.TokenCustomerID),
    maskedCard: card?.Number ?? null,
    expiry: card?.ExpiryMonth && card.ExpiryYear ? `${card.ExpiryMonth}/${card.ExpiryYear}` : null,
  };
}

/**
 * The eWAY Rapid style HTTP adapter (decision 0091): basic authentication with the API key and password, JSON
 * bodies, a time limit per call. A network failure or an answer with errors is a `CardProviderError`; a time-out is
 * an uncertain one, whose result is asked for again later.
 */
export function createEwayAdapter(config: EwayConfig): CardProvider {
  const auth = `Basic ${Buffer.from(`${config.apiKey}:${config.password}`).toString('base64')}`;
  const base = config.baseUrl.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<EwayAnswer> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new CardProviderError(`card provider unreachable: ${String(error)}`, name === 'TimeoutError');
    }
    if (res.status >= 500) throw new CardProviderError(`card provider answered ${res.status}`, true);
    if (!res.ok) throw new CardProviderError(`card provider answered ${res.status}`);
    return (await res.json()) as EwayAnswer;
  }
  return {
    kind: 'eway',
    async createAccessCode(request: AccessCodeRequest) {
      const answer = await call('POST', '/AccessCodesShared', {
        Customer: { Reference: request.customerReference },
        Payment: {
          TotalAmount: request.amountCents,
          CurrencyCode: request.currency,
          InvoiceReference: request.invoiceReference,
        },
        RedirectUrl: request.returnUrl,
        CancelUrl: request.returnUrl,
        Method: METHOD[request.action],
        TransactionType: 'Purchase',
      });
      if (answer.Errors || !answer.AccessCode || !answer.SharedPaymentUrl)
        throw new CardProviderError(answer.Errors ?? PROVIDER_ACCESS_CODE_ERROR);
      // a real provider's code never looks simulated: refuse one that does rather than trust it later
      if (answer.AccessCode.startsWith(SIMULATED_ACCESS_CODE_PREFIX))
        throw new CardProviderError(PROVIDER_ACCESS_CODE_ERROR);
      return { accessCode: answer.AccessCode, formUrl: answer.SharedPaymentUrl };
    },
    async result(accessCode) {
      return resultOf(await call('GET', `/AccessCode/${encodeURIComponent(accessCode)}`));
    },
    async chargeToken(request) {
      const answer = await call('POST', '/Transaction', {
        Customer: { TokenCustomerID: request.tokenCustomerId },
        Payment: {
          TotalAmount: request.amountCents,
          CurrencyCode: request.currency,
          InvoiceReference: request.reference,
        },
        Method: 'TokenPayment',
        TransactionType: 'Recurring',
      });
      return resultOf(answer);
    },
    async findCharge(reference) {
      const answer = await call('GET', `/Transaction/InvoiceRef/${encodeURIComponent(reference)}`);
      const first = answer.Transactions?.[0];
      return first ? resultOf(first) : null;
    },
  };
}
