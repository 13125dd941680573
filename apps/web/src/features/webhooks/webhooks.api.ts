import { type CreateWebhook, type UpdateWebhook, webhookEndpoints as endpoints } from '@portico/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useChange, useEndpointQuery } from '../../api/hooks';

export const webhookKeys = {
  company: (companyId: number) => ['webhooks', companyId] as const,
  deliveries: (companyId: number, webhookId: number, page: number) =>
    ['webhooks', companyId, webhookId, 'deliveries', page] as const,
};

/** The webhooks (never their secrets) of the company the person acts for; not asked for when they may not manage them. */
export const useWebhooks = (companyId: number, enabled = true) =>
  useEndpointQuery(webhookKeys.company(companyId), endpoints.webhooks, { params: { companyId } }, { enabled });

/** How often the log is read again while one of its deliveries is still being tried. */
const PENDING_REFRESH_MS = 2000;

/** A page of a webhook's deliveries, read again every two seconds while one of them is PENDING. */
export const useWebhookDeliveries = (companyId: number, webhookId: number, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(companyId, webhookId, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.webhookDeliveries, {
        params: { companyId, webhookId },
        query: { page, pageSize: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'PENDING') ? PENDING_REFRESH_MS : false,
  });

/** Adds a webhook; the answer carries its secret, which nothing else ever shows again. The form shows failures. */
export const useCreateWebhook = (companyId: number) =>
  useChange(webhookKeys.company(companyId), (body: CreateWebhook) =>
    api.call(endpoints.createWebhook, { params: { companyId }, body, banner: false }),
  );

export const useUpdateWebhook = (companyId: number) =>
  useChange(webhookKeys.company(companyId), ({ webhookId, body }: { webhookId: number; body: UpdateWebhook }) =>
    api.call(endpoints.updateWebhook, { params: { companyId, webhookId }, body, banner: false }),
  );

export const useDeleteWebhook = (companyId: number) =>
  useChange(webhookKeys.company(companyId), (webhookId: number) =>
    api.call(endpoints.deleteWebhook, { params: { companyId, webhookId }, banner: false }),
  );

export const useTestWebhook = (companyId: number) =>
  useChange(webhookKeys.company(companyId), (webhookId: number) =>
    api.call(endpoints.testWebhook, { params: { companyId, webhookId }, banner: false }),
  );

export const useRedeliver = (companyId: number) =>
  useChange(webhookKeys.company(companyId), ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) =>
    api.call(endpoints.redeliverWebhook, { params: { companyId, webhookId, deliveryId }, banner: false }),
  );
