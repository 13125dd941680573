import { parseVlan, VLAN_AUTOMATIC, VXC_MESSAGES } from '@portico/domain';
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
 * Port — a taken VLAN clears the field and the spec's message with the free alternatives is shown beside it; then
 * the change is saved.
 */
export function VlanChangeForm({ label, portId, current, mayUseAutomatic, save }: VlanChangeFormProps) {
  const { text, setText, setError, field } = useSettingText(current === null ? '' : String(current), save);
  const check = usePortVlanCheck();

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
          if (answer.free) return save.mutate(parsed.vlan);
          setText('');
          setError(answer.message ?? VXC_MESSAGES.vlanRange);
        },
      },
    );
  }

  return (
    <SettingForm
      label={label}
      inputMode="numeric"
      {...field}
      onSubmit={submit}
      sending={{
        pending: check.isPending || save.isPending,
        error: check.error ?? save.error,
        accepted: save.isSuccess,
      }}
    />
  );
}
