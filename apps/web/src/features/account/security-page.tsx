import { Alert, Paper, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@portico/domain';
import { PageHeader } from '../../components/ui/page-header';
import { mustChangePassword, mustEnrolMfa } from '../../lib/auth/current-login';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorPanel } from './two-factor-panel';

export function SecurityPage() {
  const login = useCurrentLogin();
  return (
    <>
      <PageHeader title="Account security" description="Change your password and manage two-factor authentication." />
      <Stack gap="lg" maw={760}>
        {mustChangePassword(login) && (
          <Alert role="status" color="yellow" variant="light" title="New password required">
            {MESSAGES.passwordChangeRequired}
          </Alert>
        )}
        {mustEnrolMfa(login) && (
          <Alert role="status" color="yellow" variant="light" title="Two-factor authentication required">
            {MESSAGES.mfaEnrolmentRequired}
          </Alert>
        )}
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
          <Title order={2} size="h4" mb="md" id="password-heading">
            Change password
          </Title>
          <PasswordChangeForm />
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="mfa-heading">
          <Title order={2} size="h4" mb="md" id="mfa-heading">
            Two-factor authentication
          </Title>
          <TwoFactorPanel />
        </Paper>
      </Stack>
    </>
  );
}
