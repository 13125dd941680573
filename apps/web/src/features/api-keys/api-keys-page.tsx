import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ApiKey, type CreatedApiKey, createApiKeySchema } from '@portico/contract';
import { API_KEY_MESSAGES, grantableApiKeyPermissions, formatDateTime } from '@portico/domain';
import { useState } from 'react';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { Loaded } from '../../components/ui/loaded';
import { Outcome } from '../../components/ui/outcome';
import { PageHeader } from '../../components/ui/page-header';
import { SecretLine } from '../../components/ui/secret-line';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { type CurrentCompany, useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-keys.api';

/** A permission as people read it: `place_order` → "place order". */
const label = (permission: string) => permission.replace(/_/g, ' ');

/** The new key's id and secret, shown this once: the secret is kept only as a hash and can never be shown again. */
function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose(): void }) {
  return (
    <Modal opened={created !== null} onClose={onClose} title="Your new API key" closeOnClickOutside={false} size="lg">
      {created && (
        <Stack>
          <Alert color="yellow" variant="light" title="Shown once">
            Copy the secret now and keep it somewhere safe. It is shown only this once and cannot be shown again; if it
            is lost, revoke the key and create a new one.
          </Alert>
          <SecretLine label="Key ID" value={created.keyId} testId="api-key-id" />
          <SecretLine label="Secret" value={created.secret} testId="api-key-secret" />
          <Text size="sm" c="dimmed">
            A program trades them for a token at POST /oauth2/token (HTTP Basic key ID:secret,
            grant_type=client_credentials).
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

function CreateKeyForm({ company, onCreated }: { company: CurrentCompany; onCreated(key: CreatedApiKey): void }) {
  const create = useCreateApiKey();
  const login = useCurrentLogin();
  const grantable = grantableApiKeyPermissions(company.permissions);
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const values = { name, permissions };
    const found = zodFieldErrors(createApiKeySchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { companyId: company.companyId, ...createApiKeySchema.parse(values) },
      {
        onSuccess: (key) => {
          setName('');
          setPermissions([]);
          onCreated(key);
        },
      },
    );
  }

  if (login.staff) return <Text c="dimmed">{API_KEY_MESSAGES.staffCannotCreate}.</Text>;
  if (grantable.length === 0)
    return <Text c="dimmed">You hold no permission an API key can carry, so you cannot create one.</Text>;
  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key">
      <Stack maw={560}>
        <TextInput
          label="Name"
          description="What the key is for, e.g. the program that uses it"
          required
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Checkbox.Group
          label="Permissions"
          description="A key can only have permissions you hold yourself"
          required
          value={permissions}
          onChange={setPermissions}
          error={errors.permissions ?? errors['permissions.0']}
        >
          <Group mt="xs">
            {grantable.map((p) => (
              <Checkbox key={p} value={p} label={label(p)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Outcome error={create.error} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create API key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }) {
  const revoke = useRevokeApiKey();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Revoke API key">
      {apiKey && (
        <Stack>
          <Text size="sm">
            Revoke “{apiKey.name}”? Programs using it are refused from their next call, and it cannot be used again.
          </Text>
          <Outcome error={revoke.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(apiKey.id, { onSuccess: () => onClose() })}
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Said instead of the keys to a person who is not a company admin of the company they act for. */
function NotKeyManager({ company }: { company: CurrentCompany }) {
  return (
    <Text c="dimmed">
      Only the company admins of {company.companyName} create and revoke its API keys. Choose another company under
      “Acting for”, or ask one of them.
    </Text>
  );
}

/**
 * The API keys of the company the person acts for (decisions 0050, 0075): the list with each key's permissions and
 * last use, a form to create one with permissions the person holds there, its secret shown once, and revoking with a
 * confirmation. Only its company admins (and staff, who read but never create) are shown them.
 */
export function ApiKeysPage() {
  const login = useCurrentLogin();
  const company = useActingCompany();
  const mayManage = login.staff || company.permissions.includes('company_admin');
  const keys = useApiKeys(company.companyId, mayManage);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const columns: SimpleColumn<ApiKey>[] = [
    { header: 'Name', cell: (k) => k.name },
    { header: 'Key ID', cell: (k) => <Code>{k.keyId}</Code> },
    { header: 'Permissions', cell: (k) => k.permissions.map(label).join(', ') },
    { header: 'Created', cell: (k) => `${formatDateTime(k.createdAt)} by ${k.createdBy}` },
    { header: 'Last used', cell: (k) => (k.lastUsedAt === null ? 'Never' : formatDateTime(k.lastUsedAt)) },
    {
      header: 'Status',
      cell: (k) =>
        k.revokedAt === null ? (
          <Badge color="green" variant="light">
            Active
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Revoked {formatDateTime(k.revokedAt)}
          </Badge>
        ),
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (k) =>
        k.revokedAt === null && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRevoking(k)}>
            Revoke {k.name}
          </Button>
        ),
    },
  ];

  return (
    <Stack>
      <PageHeader title="API keys" />
      <Text size="sm" c="dimmed" maw={720}>
        An API key lets a program (the provider’s Go SDK, Terraform, your scripts) use the API for {company.companyName}{' '}
        with the permissions you give it, never more than its creator holds.
      </Text>
      {mayManage ? (
        <>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Create an API key
            </Title>
            <CreateKeyForm key={company.companyId} company={company} onCreated={setCreated} />
          </Paper>
          <Loaded query={keys}>
            {(rows) => (
              <SimpleTable
                label="API keys"
                columns={columns}
                rows={rows}
                rowKey={(k) => k.id}
                notice={rows.length === 0 ? 'No API keys yet.' : undefined}
                scroll={{ minWidth: 900 }}
              />
            )}
          </Loaded>
        </>
      ) : (
        <NotKeyManager company={company} />
      )}
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
