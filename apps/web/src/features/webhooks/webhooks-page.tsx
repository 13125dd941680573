import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type CreatedWebhook, createWebhookSchema, type Webhook, type WebhookDelivery } from '@portico/contract';
import {
  formatCount,
  formatDateTime,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_KEYS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  type WebhookDeliveryStatus,
} from '@portico/domain';
import { useState } from 'react';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loaded } from '../../components/ui/loaded';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { SecretLine } from '../../components/ui/secret-line';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { type CurrentCompany, useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from './webhooks.api';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { PENDING: 'yellow', DELIVERED: 'green', FAILED: 'red' };
const STATUS_WORD: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Pending',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

function DeliveryStatus({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {STATUS_WORD[status]}
    </Badge>
  );
}

/** The new webhook's secret, shown this once: deliveries are signed with it and it is never listed again. */
function CreatedDialog({ created, onClose }: { created: CreatedWebhook | null; onClose(): void }) {
  return (
    <Modal opened={created !== null} onClose={onClose} title="Your new webhook" closeOnClickOutside={false} size="lg">
      {created && (
        <Stack>
          <Alert color="yellow" variant="light" title="Shown once">
            Copy the signing secret now and keep it with your receiver. It is shown only this once; if it is lost,
            delete the webhook and add it again.
          </Alert>
          <Text size="sm">{created.url}</Text>
          <SecretLine label="Signing secret" value={created.secret} testId="webhook-secret" />
          <Text size="sm" c="dimmed">
            Each delivery carries a Portico-Signature header, t=&lt;unix time&gt;,v1=&lt;signature&gt;: the signature is
            the hex HMAC-SHA256, keyed by this secret, of the time, a dot and the request body exactly as received.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              I have copied the secret
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function CreateWebhookForm({ company, onCreated }: { company: CurrentCompany; onCreated(w: CreatedWebhook): void }) {
  const create = useCreateWebhook(company.companyId);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [keys, setKeys] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = { url, description, keys };
    const found = zodFieldErrors(createWebhookSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(createWebhookSchema.parse(values), {
      onSuccess: (webhook) => {
        setUrl('');
        setDescription('');
        setKeys([]);
        onCreated(webhook);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="URL"
            description="Where the events are POSTed, e.g. https://example.com/portico-events"
            required
            value={url}
            maxLength={WEBHOOK_URL_MAX}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errors.url}
          />
          <TextInput
            label="Description"
            description="What receives them (optional)"
            value={description}
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Events"
          description="The events this webhook receives"
          required
          value={keys}
          onChange={setKeys}
          error={errors.keys ?? errors['keys.0']}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="xs" spacing="xs">
            {WEBHOOK_EVENT_KEYS.map((key) => (
              <Checkbox key={key} value={key} label={key} description={WEBHOOK_EVENT_LABELS[key]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Outcome error={create.error} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A webhook's deliveries, newest first, with each attempt's answer, and a redelivery of a finished one. */
function DeliveriesLog({ companyId, webhook }: { companyId: number; webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(companyId, webhook.id, page);
  const redeliver = useRedeliver(companyId);
  const outcome = useOutcome();

  const columns: SimpleColumn<WebhookDelivery>[] = [
    {
      header: 'Event',
      cell: (d) => (
        <Stack gap={0}>
          <Text size="sm">{d.key}</Text>
          <Text size="xs" c="dimmed">
            {d.eventId}
          </Text>
        </Stack>
      ),
    },
    { header: 'Created', cell: (d) => formatDateTime(d.createdAt) },
    { header: 'Status', cell: (d) => <DeliveryStatus status={d.status} /> },
    { header: 'Attempts', cell: (d) => formatCount(d.attempts) },
    { header: 'Last answer', cell: (d) => (d.lastHttpStatus === null ? '—' : `HTTP ${d.lastHttpStatus}`) },
    { header: 'Last error', cell: (d) => d.lastError ?? '—' },
    {
      header: 'Next attempt',
      cell: (d) => (d.nextAttemptAt === null ? '—' : formatDateTime(d.nextAttemptAt)),
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (d) =>
        d.status !== 'PENDING' &&
        webhook.active && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={redeliver.isPending && redeliver.variables?.deliveryId === d.id}
            aria-label={`Redeliver ${d.key} ${d.eventId}`}
            onClick={() =>
              redeliver.mutate(
                { webhookId: webhook.id, deliveryId: d.id },
                { onSuccess: () => outcome.success(WEBHOOK_MESSAGES.redeliveryQueued), onError: outcome.failure },
              )
            }
          >
            Redeliver
          </Button>
        ),
    },
  ];

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          Deliveries to {webhook.url}
        </Title>
        <Outcome {...outcome.shown} onClose={outcome.clear} />
        <Loaded query={deliveries}>
          {(data) => (
            <>
              <SimpleTable
                label="Deliveries"
                columns={columns}
                rows={data.items}
                rowKey={(d) => d.id}
                notice={data.items.length === 0 ? 'Nothing has been sent to this webhook yet.' : undefined}
                scroll={{ minWidth: 960 }}
              />
              {data.total > data.pageSize && (
                <Pagination
                  total={Math.ceil(data.total / data.pageSize)}
                  value={page}
                  onChange={setPage}
                  aria-label="Pages of deliveries"
                />
              )}
            </>
          )}
        </Loaded>
      </Stack>
    </Paper>
  );
}

/** Said instead of the webhooks to a person who is not a company admin of the company they act for. */
function NotWebhookManager({ company }: { company: CurrentCompany }) {
  return (
    <Text c="dimmed">
      Only the company admins of {company.companyName} manage its webhooks. Choose another company under “Acting for”,
      or ask one of them.
    </Text>
  );
}

/**
 * The webhooks of the company the person acts for (decision 0093): add one with its events (its signing secret shown
 * once), enable or disable it, send a test event, read each delivery's attempts and redeliver one, delete it. Only
 * its company admins, and staff, are shown them.
 */
export function WebhooksPage() {
  const login = useCurrentLogin();
  const company = useActingCompany();
  const mayManage = login.staff || company.permissions.includes('company_admin');
  const webhooks = useWebhooks(company.companyId, mayManage);
  const update = useUpdateWebhook(company.companyId);
  const remove = useDeleteWebhook(company.companyId);
  const test = useTestWebhook(company.companyId);
  const outcome = useOutcome();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);

  const sendTest = (w: Webhook) =>
    test.mutate(w.id, {
      onSuccess: () => {
        setLogOf(w.id);
        outcome.success(WEBHOOK_MESSAGES.testQueued);
      },
      onError: outcome.failure,
    });
  const setActive = (w: Webhook, active: boolean) =>
    update.mutate(
      { webhookId: w.id, body: { active } },
      { onSuccess: () => outcome.success(WEBHOOK_MESSAGES.updated), onError: outcome.failure },
    );

  const columns: SimpleColumn<Webhook>[] = [
    {
      header: 'URL',
      cell: (w) => (
        <Stack gap={0}>
          <Code>{w.url}</Code>
          {w.description && (
            <Text size="xs" c="dimmed">
              {w.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Events', cell: (w) => w.keys.join(', ') },
    {
      header: 'Status',
      cell: (w) =>
        w.active ? (
          <Badge color="green" variant="light">
            Enabled
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Disabled
          </Badge>
        ),
    },
    {
      header: 'Last delivery',
      cell: (w) => (w.lastDeliveryStatus === null ? 'None yet' : <DeliveryStatus status={w.lastDeliveryStatus} />),
    },
    { header: 'Added', cell: (w) => formatDateTime(w.createdAt) },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (w) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!w.active}
            loading={test.isPending && test.variables === w.id}
            onClick={() => sendTest(w)}
            aria-label={`Send test to ${w.url}`}
          >
            Send test
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-pressed={logOf === w.id}
            onClick={() => setLogOf(logOf === w.id ? null : w.id)}
            aria-label={`Deliveries to ${w.url}`}
          >
            Deliveries
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setActive(w, !w.active)}
            aria-label={`${w.active ? 'Disable' : 'Enable'} ${w.url}`}
          >
            {w.active ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => setDeleting(w)}
            aria-label={`Delete ${w.url}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title="Webhooks" />
      <Text size="sm" c="dimmed" maw={760}>
        A webhook sends {company.companyName}’s events — payments, cards, invoices, company and people changes — to your
        system as they happen: a signed JSON POST, tried again with growing waits until your receiver answers with a 2xx
        status.
      </Text>
      {mayManage ? (
        <>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Add a webhook
            </Title>
            <CreateWebhookForm key={company.companyId} company={company} onCreated={setCreated} />
          </Paper>
          <Outcome {...outcome.shown} onClose={outcome.clear} />
          <Loaded query={webhooks}>
            {(rows) => {
              const shown = rows.find((w) => w.id === logOf);
              return (
                <>
                  <SimpleTable
                    label="Webhooks"
                    columns={columns}
                    rows={rows}
                    rowKey={(w) => w.id}
                    notice={rows.length === 0 ? 'No webhooks yet.' : undefined}
                    scroll={{ minWidth: 960 }}
                  />
                  {shown && <DeliveriesLog key={shown.id} companyId={company.companyId} webhook={shown} />}
                </>
              );
            }}
          </Loaded>
        </>
      ) : (
        <NotWebhookManager company={company} />
      )}
      <CreatedDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete webhook"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (logOf === deleting.id) setLogOf(null);
              setDeleting(null);
              outcome.success(WEBHOOK_MESSAGES.deleted);
            },
            onError: (error) => {
              setDeleting(null);
              outcome.failure(error);
            },
          })
        }
      >
        Delete the webhook to {deleting?.url}? It receives no more events, and its delivery log is deleted with it.
      </ConfirmDialog>
    </Stack>
  );
}
