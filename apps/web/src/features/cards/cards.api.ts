import { cardsEndpoints as endpoints, paymentsEndpoints } from '@portico/contract';
import type { CardAction } from '@portico/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { sendBody, useChange, useEndpointQuery } from '../../api/hooks';

export const cardKeys = {
  all: ['cards'] as const,
  company: (companyId: number) => ['cards', 'company', companyId] as const,
  staff: ['cards', 'staff'] as const,
};

/** Where the provider sends the browser back: a path of the portal (the server makes it absolute on its address). */
export const RETURN_PATHS = {
  ProcessPayment: '/#/customerCreditCardPaymentResult',
  TokenRegistration: '/#/customerCreditCardRegistrationResult',
} as const satisfies Record<CardAction, string>;

/** Asks for an access code and sends the browser to the provider's hosted page. */
export function useStartHostedPage(companyId: number) {
  return useMutation({
    mutationFn: async (input: { method: CardAction; amountInCents?: number; countryCode?: string }) => {
      const data = await api.call(endpoints.accessCode, {
        query: {
          companyId,
          method: input.method,
          amountInCents: input.amountInCents,
          countryCode: input.countryCode,
          redirectUrl: RETURN_PATHS[input.method],
        },
        banner: false,
      });
      window.location.assign(data.formUrl);
      return data;
    },
  });
}

/**
 * The hosted page's result by its access code, asked once when the result page opens (a payment or a
 * registration). Its failures are not shown as a banner (admin console §8): the answer then says it is pending.
 */
export function useCardResult(accessCode: string | null, kind: 'payment' | 'registration') {
  return useQuery({
    queryKey: ['cards', 'result', kind, accessCode],
    queryFn: () =>
      api.call(kind === 'payment' ? endpoints.paymentStatus : endpoints.securePaymentToken, {
        body: { accessCode: accessCode ?? '' },
        banner: false,
      }),
    enabled: accessCode !== null,
    retry: false,
    staleTime: Infinity,
  });
}

export const useRegisteredCards = (companyId: number) =>
  useEndpointQuery([...cardKeys.company(companyId), 'cards'], endpoints.registeredCards, { params: { companyId } });

export const useCardPayments = (companyId: number) =>
  useEndpointQuery([...cardKeys.company(companyId), 'payments'], endpoints.cardPayments, { params: { companyId } });

export const useBalances = (companyId: number) =>
  useEndpointQuery(['cards', 'balances', companyId], paymentsEndpoints.balances, { params: { companyId } });

export const useDirectDebit = (companyId: number) =>
  useEndpointQuery([...cardKeys.company(companyId), 'directDebit'], endpoints.directDebit, {
    params: { id: companyId },
  });

export const useDirectDebitLastRun = (companyId: number) =>
  useEndpointQuery([...cardKeys.company(companyId), 'lastRun'], endpoints.directDebitLastRun, {
    params: { id: companyId },
  });

export const useSaveDirectDebit = (companyId: number) =>
  useChange(cardKeys.company(companyId), sendBody(endpoints.saveDirectDebit, { banner: false }));

// Staff

export const useCcRegistered = (supplierId: number | null) =>
  useEndpointQuery(
    [...cardKeys.staff, 'ccRegistered', supplierId],
    endpoints.ccRegistered,
    { params: { id: supplierId ?? 0 } },
    { enabled: supplierId !== null },
  );

export const useCardRuns = () =>
  useQuery({
    queryKey: [...cardKeys.staff, 'runs'],
    queryFn: ({ signal }) => api.call(endpoints.runs, { query: { kind: 'RECEIPT_CSV' }, signal }),
    // progress moves while a run is charged
    refetchInterval: (query) => (query.state.data?.some((r) => r.status !== 'DONE') ? 2_000 : false),
  });

export const useRunRows = (runId: number | null) =>
  useEndpointQuery(
    [...cardKeys.staff, 'runRows', runId],
    endpoints.runRows,
    { params: { id: runId ?? 0 } },
    { enabled: runId !== null },
  );

export const useCardFailures = () => useEndpointQuery([...cardKeys.staff, 'failures'], endpoints.failures, {});

export const useUploadReceipt = () =>
  useChange(cardKeys.staff, (input: { file: File; supplierId: number | null }) => {
    const form = new FormData();
    if (input.supplierId !== null) form.append('supplierId', String(input.supplierId));
    form.append('file', input.file);
    return api.call(endpoints.uploadReceipt, { params: { cardProvider: 'eway' }, body: form, banner: false });
  });
