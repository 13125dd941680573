import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import type { TechnicalService } from '@portico/contract';
import {
  formatSpeed,
  parseIxMacAddress,
  parseIxRateLimit,
  PORT_SPEEDS_MBPS,
  SERVICE_CHANGE_MESSAGES,
} from '@portico/domain';
import { type ReactNode, useState } from 'react';
import { Outcome } from '../../components/ui/outcome';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { AwsInterfaceEditor } from './aws-interface-editor';
import { useChangeIx, useChangePortRateLimit, useChangeVxc } from './service-changes.api';
import { SettingForm, useSettingText } from './setting-form';
import { VlanChangeForm } from './vlan-change-form';

type Resource = TechnicalService['components'][number]['resources'][number];

/** What the service's components say of its network settings: its ends' Ports, VLANs, MAC, AWS end. */
function settingsOf(service: TechnicalService) {
  const component = service.components.find((c) => c.type === service.productType) ?? service.components[0];
  const resources: Resource[] = component?.resources ?? [];
  const of = (type: string) => resources.find((r) => r.resourceType === type);
  const heldOn = (portId: number | null | undefined) =>
    resources.find((r) => r.resourceType === 'vlan' && r.portServiceId === portId)?.vlan ?? null;
  const aPort = component?.aEndServiceId ?? null;
  const bPort = component?.bEndServiceId ?? null;
  return {
    aPort,
    bPort,
    aVlan: of('vll')?.aVlan ?? heldOn(aPort),
    bVlan: of('vll')?.bVlan ?? heldOn(bPort),
    macAddress: of('interface')?.macAddress ?? null,
    hasAwsEnd: resources.some((r) => r.resourceType === 'aws_virtualinterface'),
  };
}

/** A mutation as a single-value save of one form: each form keeps its own outcome. */
function saving<T>(
  m: { reset(): void; error: unknown; isSuccess: boolean; isPending: boolean },
  mutate: (value: T) => void,
) {
  return { mutate, reset: m.reset, error: m.error, isSuccess: m.isSuccess, isPending: m.isPending };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `changes-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A Port's rate limit: one of the port speeds (the server also keeps it above the Port's connections). */
function PortRateLimitForm({ service }: { service: TechnicalService }) {
  const [rateLimit, setRateLimit] = useState(String(service.rateLimit));
  const save = useChangePortRateLimit(service.technicalServiceId, service.technicalServiceUid);
  const speed = PORT_SPEEDS_MBPS.find((s) => String(s) === rateLimit);
  return (
    <form
      noValidate
      aria-label="Change rate limit"
      onSubmit={(e) => {
        e.preventDefault();
        if (speed !== undefined) save.mutate(speed);
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end">
          <Select
            label="Rate limit"
            maw={320}
            allowDeselect={false}
            data={PORT_SPEEDS_MBPS.map((s) => ({ value: String(s), label: formatSpeed(s) }))}
            value={rateLimit}
            onChange={(value) => {
              setRateLimit(value ?? rateLimit);
              save.reset();
            }}
          />
          <Button type="submit" loading={save.isPending}>
            Save rate limit
          </Button>
        </Group>
        <Outcome error={save.error} success={save.isSuccess ? SERVICE_CHANGE_MESSAGES.portUpdated : null} maw={640} />
      </Stack>
    </form>
  );
}

/** A VXC's two VLANs, and its AWS interface when an end is AWS. */
function VxcChanges({ service, mayUseAutomatic }: { service: TechnicalService; mayUseAutomatic: boolean }) {
  const id = service.technicalServiceId;
  const settings = settingsOf(service);
  const aSave = useChangeVxc(id);
  const bSave = useChangeVxc(id);
  return (
    <Section title="Network settings">
      {settings.aPort !== null && (
        <VlanChangeForm
          key={`a-${settings.aVlan}`}
          label="A-End VLAN"
          portId={settings.aPort}
          current={settings.aVlan}
          mayUseAutomatic={mayUseAutomatic}
          save={saving(aSave, (vlan: number) =>
            aSave.mutate({ nServiceId: id, jServiceId: id, aVlan: vlan, currentVlan: settings.aVlan ?? undefined }),
          )}
        />
      )}
      {settings.bPort !== null && (
        <VlanChangeForm
          key={`b-${settings.bVlan}`}
          label="B-End VLAN"
          portId={settings.bPort}
          current={settings.bVlan}
          mayUseAutomatic={mayUseAutomatic}
          save={saving(bSave, (vlan: number) =>
            bSave.mutate({ nServiceId: id, jServiceId: id, bVlan: vlan, currentVlan: settings.bVlan ?? undefined }),
          )}
        />
      )}
      {settings.hasAwsEnd && <AwsInterfaceEditor serviceId={id} />}
    </Section>
  );
}

/** One text setting of an IX, checked by the domain's rule before it is sent. */
function IxTextForm({
  label,
  initial,
  check,
  send,
}: {
  label: string;
  initial: string;
  check(text: string): string | null;
  send: ReturnType<typeof saving<string>>;
}) {
  const { text, setError, field } = useSettingText(initial, send);
  return (
    <SettingForm
      label={label}
      {...field}
      onSubmit={() => {
        const refusal = check(text);
        setError(refusal);
        if (!refusal) send.mutate(text.trim());
      }}
      sending={{ pending: send.isPending, error: send.error, accepted: send.isSuccess }}
    />
  );
}

/** An IX's VLAN on its Port, the peering router's MAC address and the rate limit. */
function IxChanges({ service, mayUseAutomatic }: { service: TechnicalService; mayUseAutomatic: boolean }) {
  const id = service.technicalServiceId;
  const settings = settingsOf(service);
  const vlan = useChangeIx(id);
  const mac = useChangeIx(id);
  const rate = useChangeIx(id);
  const error = (answer: object) => ('error' in answer ? String(answer.error) : null);
  return (
    <Section title="Network settings">
      {settings.aPort !== null && (
        <VlanChangeForm
          key={`vlan-${settings.aVlan}`}
          label="VLAN"
          portId={settings.aPort}
          current={settings.aVlan}
          mayUseAutomatic={mayUseAutomatic}
          save={saving(vlan, (v: number) =>
            vlan.mutate({ nServiceId: id, jServiceId: id, vlan: v, currentVlan: settings.aVlan ?? undefined }),
          )}
        />
      )}
      <IxTextForm
        label="MAC address"
        initial={settings.macAddress ?? ''}
        check={(text) => error(parseIxMacAddress(text))}
        send={saving(mac, (text: string) => mac.mutate({ nServiceId: id, jServiceId: id, mac: text }))}
      />
      <IxTextForm
        label="IX rate limit"
        initial={String(service.rateLimit)}
        // whole and above zero here; the server also holds it to the Port's rate limit
        check={(text) => error(parseIxRateLimit(text, Number.MAX_SAFE_INTEGER))}
        send={saving(rate, (text: string) => rate.mutate({ nServiceId: id, jServiceId: id, speed: text }))}
      />
    </Section>
  );
}

/**
 * The service's network settings (decision 0051), by its product: a Port's rate limit; a VXC's A-End and B-End
 * VLANs and its AWS interface; an IX's VLAN, MAC address and rate limit. The server refuses those who may not change
 * the service, and the refusal is shown beside the form.
 */
export function ServiceChangesPanel({ service }: { service: TechnicalService }) {
  const login = useCurrentLogin();
  if (service.productType === 'PORT')
    return (
      <Section title="Port rate limit">
        <PortRateLimitForm key={service.rateLimit} service={service} />
      </Section>
    );
  if (service.productType === 'VXC') return <VxcChanges service={service} mayUseAutomatic={login.staff} />;
  if (service.productType === 'IX') return <IxChanges service={service} mayUseAutomatic={login.staff} />;
  return null;
}
