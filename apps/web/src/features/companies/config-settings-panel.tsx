import { Button, Fieldset, Group, Loader, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import type { CompanyConfigSettings, ConfigSettingGroupDto } from '@portico/contract';
import { applySettingChange, MESSAGES, type SettingValues } from '@portico/domain';
import { useEffect, useState } from 'react';
import { useConfigSettings, useSaveConfigSettings } from './companies.api';
import { accountTypeLabel } from './company-labels';
import { Outcome } from '../../components/ui/outcome';

const valuesOf = (groups: ConfigSettingGroupDto[]): SettingValues =>
  Object.fromEntries(groups.flatMap((g) => g.settings.map((s) => [s.key, s.value])));

function SettingGroups({
  groups,
  accountType,
  values,
  onChange,
  disabled,
}: {
  groups: ConfigSettingGroupDto[];
  accountType: string;
  values: SettingValues;
  onChange(values: SettingValues): void;
  disabled: boolean;
}) {
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No settings for this account type.
      </Text>
    );
  const set = (key: string, value: boolean) => onChange(applySettingChange(accountType, values, key, value));
  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const lockedNote = (locked: boolean) => (locked ? MESSAGES.settingLocked : undefined);
        if (group.maxSelection === 1) {
          // A radio group changes two settings at once, so one locked setting locks the group.
          const groupLocked = group.settings.some((s) => s.locked);
          const selected = group.settings.find((s) => values[s.key])?.key ?? null;
          return (
            <Fieldset key={group.key} legend={group.label} variant="filled">
              <Radio.Group
                value={selected}
                onChange={(key) => set(key, true)}
                description={lockedNote(groupLocked)}
                aria-label={group.label}
              >
                <Stack gap={6} mt={groupLocked ? 'xs' : 0}>
                  {group.settings.map((setting) => (
                    <Radio
                      key={setting.key}
                      value={setting.key}
                      label={setting.label}
                      disabled={disabled || groupLocked}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </Fieldset>
          );
        }
        return (
          <Fieldset key={group.key} legend={group.label} variant="filled">
            <Stack gap={8}>
              {group.settings.map((setting) => (
                <Switch
                  key={setting.key}
                  label={setting.label}
                  description={lockedNote(setting.locked)}
                  checked={values[setting.key] ?? false}
                  onChange={(event) => set(setting.key, event.currentTarget.checked)}
                  disabled={disabled || setting.locked}
                />
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}

/** Company config settings: the company's own values and, for partners and distributors, their children's defaults. */
export function ConfigSettingsPanel({ companyId, canConfigure }: { companyId: number; canConfigure: boolean }) {
  const settings = useConfigSettings(companyId);
  const save = useSaveConfigSettings(companyId);
  const [own, setOwn] = useState<SettingValues>({});
  const [children, setChildren] = useState<SettingValues>({});
  const [message, setMessage] = useState<string | null>(null);
  /**
   * The company's own settings or its children's defaults, editable by those who configure; an edit hides the
   * message of the last save.
   */
  const settingGroups = (
    groups: ConfigSettingGroupDto[],
    accountType: string,
    values: SettingValues,
    set: (values: SettingValues) => void,
  ) => (
    <SettingGroups
      groups={groups}
      accountType={accountType}
      values={values}
      onChange={(changed) => {
        setMessage(null);
        set(changed);
      }}
      disabled={!canConfigure}
    />
  );

  useEffect(() => {
    if (!settings.data) return;
    setOwn(valuesOf(settings.data.companyOverrides));
    setChildren(valuesOf(settings.data.childDefaults));
  }, [settings.data]);

  if (settings.isLoading) return <Loader size="sm" aria-label="Loading settings" />;
  if (!settings.data)
    return (
      <Text size="sm" c="dimmed">
        The settings could not be loaded.
      </Text>
    );
  const data: CompanyConfigSettings = settings.data;

  const submit = () => {
    setMessage(null);
    const create = !data.recordExists;
    save.mutate(
      { create, body: { companyOverrides: own, childDefaults: children } },
      { onSuccess: () => setMessage(create ? MESSAGES.configCreated : MESSAGES.configUpdated) },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {accountTypeLabel(data.accountType)}
        {data.rootAccountType !== data.accountType && `, under a ${accountTypeLabel(data.rootAccountType)}`}.{' '}
        {data.recordExists ? 'Saved settings.' : 'Defaults: nothing saved for this company yet.'}
      </Text>
      {settingGroups(data.companyOverrides, data.accountType, own, setOwn)}
      {data.childAccountType && data.childDefaults.length > 0 && (
        <>
          <Title order={3} size="h5">
            Defaults for its {accountTypeLabel(data.childAccountType).toLowerCase()}s
          </Title>
          {settingGroups(data.childDefaults, data.childAccountType, children, setChildren)}
        </>
      )}
      <Outcome success={message} />
      {canConfigure ? (
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {data.recordExists ? 'Save settings' : 'Create settings'}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Editing settings needs the configure partner permission.
        </Text>
      )}
    </Stack>
  );
}
