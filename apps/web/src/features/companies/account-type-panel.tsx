import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { type AccountType, MESSAGES, needsPartnerConfirmation } from '@portico/domain';
import { useState } from 'react';
import { useChangeAccountType } from './companies.api';
import { accountTypeLabel } from './company-labels';
import { Outcome } from '../../components/ui/outcome';

/**
 * The account type: a direct customer may move to the types the rules offer (becoming a PARTNER only after the
 * spec's confirmation); any other type is final. Editing needs the configure_partner permission.
 */
export function AccountTypePanel({ company, canConfigure }: { company: CompanyDetail; canConfigure: boolean }) {
  const change = useChangeAccountType(company.companyId);
  const [target, setTarget] = useState<string>(company.accountType);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);

  const editable = company.accountTypeEditable && canConfigure;
  const options = [company.accountType, ...company.accountTypeOptions].map((type) => ({
    value: type,
    label: accountTypeLabel(type),
  }));

  const apply = (confirmed: boolean) => {
    setSaved(false);
    change.mutate(
      { accountType: target as AccountType, confirmed },
      {
        onSuccess() {
          setConfirming(false);
          setSaved(true);
        },
      },
    );
  };

  const start = () => {
    if (needsPartnerConfirmation(target)) setConfirming(true);
    else apply(false);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label="Account type"
          data={options}
          value={editable ? target : company.accountType}
          onChange={(value) => value && setTarget(value)}
          disabled={!editable}
          allowDeselect={false}
          w={260}
        />
        {editable && (
          <Button onClick={start} disabled={target === company.accountType} loading={change.isPending && !confirming}>
            Change account type
          </Button>
        )}
      </Group>
      {!company.accountTypeEditable && (
        <Text size="sm" c="dimmed">
          {MESSAGES.accountTypeNotEditable}
        </Text>
      )}
      {company.accountTypeEditable && !canConfigure && (
        <Text size="sm" c="dimmed">
          Changing the account type needs the configure partner permission.
        </Text>
      )}
      <Outcome success={saved ? MESSAGES.updatedSuccessfully : null} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Change to partner">
        <Stack>
          <Text>{MESSAGES.partnerConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => apply(true)} loading={change.isPending}>
              Change to partner
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
