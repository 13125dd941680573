import { Anchor, Group, Select } from '@mantine/core';
import type { UserLogin } from '@portico/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { actingCompanyStore, useActingCompany } from '../../lib/auth/acting-company';
import { useVirtualEmployers } from '../../api/shared-queries';

/**
 * The service agent's company switcher in the header: their own company or one that virtually employs them.
 * Shown only to people who may act for more than one company.
 */
export function CompanySwitcher({ login }: { login: UserLogin }) {
  const reachesOthers = Object.keys(login.permissions).length > 1;
  const employers = useVirtualEmployers(login.personId, reachesOthers);
  const acting = useActingCompany();
  const queryClient = useQueryClient();
  if (!reachesOthers || !employers.data) return null;

  const options = [
    { value: String(login.companyId), label: login.companyName },
    ...employers.data.map((c) => ({ value: String(c.companyId), label: c.companyName })),
  ];

  const choose = (value: string | null) => {
    if (!value) return;
    const id = Number(value);
    const employer = employers.data.find((c) => c.companyId === id);
    actingCompanyStore.set(
      login.personId,
      employer
        ? { companyId: employer.companyId, companyUid: employer.companyUid, companyName: employer.companyName }
        : null,
    );
    // Lists of the previous company must not linger on screen.
    void queryClient.invalidateQueries({ queryKey: ['people'] });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        label="Acting for"
        size="xs"
        data={options}
        value={String(acting.companyId)}
        onChange={choose}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={260}
        styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 }, label: { whiteSpace: 'nowrap' } }}
      />
      {!acting.isOwn && (
        <Anchor component={Link} to="/customerEmployees" size="xs">
          Employees
        </Anchor>
      )}
    </Group>
  );
}
