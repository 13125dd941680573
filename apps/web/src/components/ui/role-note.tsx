import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Why a page offers no control for what the person sees: their role lets them look, not change (decision 0072).
 * Said once, calmly, where the controls would be — never a button that can only answer "You do not have permission".
 */
export function RoleNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" role="note" aria-label="What your role allows">
      {children}
    </Alert>
  );
}

/** The notes' words, one per kind of page. */
export const ROLE_NOTES = {
  service: 'Your role can view this service but not change it.',
  order: 'Your role can view services but not order them. A company admin of yours can give you the permission.',
} as const;
