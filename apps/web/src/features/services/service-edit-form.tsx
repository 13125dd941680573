import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { productUpdateSchema, type TechnicalService } from '@portico/contract';
import { SERVICE_MESSAGES } from '@portico/domain';
import { type ChangeEvent, useState } from 'react';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { CostCentreInput, ServiceNameInput } from '../../components/forms/service-name-inputs';
import { Outcome } from '../../components/ui/outcome';
import { useUpdateProduct } from './services.api';

/**
 * A service's name and cost centre, changed by its company's people holding `modify_service` (the server refuses
 * the others, and the refusal is shown here). Checked with the contract's own rule before anything is sent.
 */
export function ServiceEditForm({ service }: { service: TechnicalService }) {
  const [name, setName] = useState(service.name);
  const [costCentre, setCostCentre] = useState(service.costCentre ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateProduct(service.technicalServiceId, service.technicalServiceUid);

  /** A field's change: the field takes the text, and the last save's outcome goes. */
  const edited = (setText: (text: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.currentTarget.value);
    save.reset();
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { name, costCentre };
    const found = zodFieldErrors(productUpdateSchema, body);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-title">
      <Title order={2} size="h4" mb="sm" id="edit-title">
        Name and cost centre
      </Title>
      <form onSubmit={submit} noValidate aria-label="Edit service">
        <Stack gap="sm" maw={640}>
          <Group grow align="flex-start">
            <ServiceNameInput value={name} onChange={edited(setName)} error={errors.name} />
            <CostCentreInput value={costCentre} onChange={edited(setCostCentre)} error={errors.costCentre} />
          </Group>
          <Outcome error={save.error} success={save.isSuccess ? SERVICE_MESSAGES.updated : null} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
