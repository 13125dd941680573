import { Badge } from '@mantine/core';
import { useCallback, useState } from 'react';
import { messageOf } from '../../api';
import { Outcome } from '../../components/ui/outcome';

export interface Flash {
  message: string;
  tone: 'success' | 'error';
}

/** A short-lived answer to the last action of a panel: a spec success message or the server's refusal. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  return {
    flash,
    success: useCallback((message: string) => setFlash({ message, tone: 'success' }), []),
    error: useCallback((errorOrMessage: unknown) => {
      setFlash({
        message: typeof errorOrMessage === 'string' ? errorOrMessage : messageOf(errorOrMessage),
        tone: 'error',
      });
    }, []),
    show: useCallback((next: Flash) => setFlash(next), []),
    clear: useCallback(() => setFlash(null), []),
  };
}

export function FlashAlert({ flash, onClose }: { flash: Flash | null; onClose?: () => void }) {
  const tone = (wanted: Flash['tone']) => (flash?.tone === wanted ? flash.message : null);
  return <Outcome error={tone('error')} success={tone('success')} onClose={onClose} />;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function fullName(person: { firstName: string; lastName: string; username: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name === '' ? person.username : name;
}
