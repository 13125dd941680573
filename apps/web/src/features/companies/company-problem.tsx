import { Paper, Text } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';

/** A company page that cannot be shown: its title and why. */
export function CompanyProblem({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Text>{text}</Text>
      </Paper>
    </>
  );
}
