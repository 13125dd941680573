import { parseVlan, VLAN_AUTOMATIC } from '@portico/domain';
import { useState } from 'react';
import { isTakenNow, type TakenVlan, takenVlan, VlanChoices } from '../../components/forms/vlan-input';
import { usePortVlanCheck } from './service-changes.api';
import { SettingForm, useSettingText } from './setting-form';

interface VlanChangeFormProps {
  /** the field's label, e.g. "A-End VLAN" */
  label: string;
  /** the Port the VLAN is held on */
  portId: number;
  /** the VLAN held now: the check counts it free (a service keeps its own VLAN) */
  current: number | null;
  /** staff may ask for -1: the first free VLAN */
  mayUseAutomatic: boolean;
  /** saves the VLAN; the form shows the outcome */
  save: { mutate(vlan: number): void; reset(): void; error: unknown; isSuccess: boolean; isPending: boolean };
}

/**
 * One VLAN of a service (admin console §5): the domain's rule first, in the browser; then the server's check on the
 * Port — a taken VLAN stays as typed, the spec's words say it is taken and the free alternatives are buttons that
 * fill the field (decision 0072); then the change is saved.
 */
export function VlanChangeForm({ label, portId, current, mayUseAutomatic, save }: VlanChangeFormProps) {
  const { text, setError, field } = useSettingText(current === null ? '' : String(current), save);
  const check = usePortVlanCheck();
  const [taken, setTaken] = useState<TakenVlan | null>(null);
  const takenNow = isTakenNow(taken, text) ? taken : null;

  function submit() {
    save.reset();
    const parsed = parseVlan(text, { mayUseAutomatic });
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    if (parsed.vlan === VLAN_AUTOMATIC) return save.mutate(parsed.vlan);
    check.mutate(
      { portId, vlan: parsed.vlan, currentVlan: current },
      {
        onSuccess: (answer) => {
          setTaken(answer.free ? null : takenVlan(answer));
          if (answer.free) save.mutate(parsed.vlan);
        },
      },
    );
  }

  return (
    <SettingForm
      label={label}
      inputMode="numeric"
      required
      {...field}
      error={takenNow ? takenNow.message : field.error}
      below={<VlanChoices label={label} taken={takenNow} onChoose={(vlan) => field.onChange(String(vlan))} />}
      onSubmit={submit}
      sending={{
        pending: check.isPending || save.isPending,
        error: check.error ?? save.error,
        accepted: save.isSuccess,
      }}
    />
  );
}
