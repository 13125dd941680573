import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export const PAGE_FAILED_TEXT = 'This page could not be shown';

interface BoundaryProps {
  children: ReactNode;
  /** a new value (the next page) clears the error */
  resetKey: string;
  fullPage?: boolean;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih={this.props.fullPage ? '100vh' : 240} p="md">
        <Paper withBorder radius="md" p="lg" maw={480} role="alert">
          <Stack gap="sm" align="flex-start">
            <Title order={1} size="h4">
              {PAGE_FAILED_TEXT}
            </Title>
            <Text size="sm">
              Something went wrong while loading or showing it. Reloading usually helps; if it does not, please try
              again later.
            </Text>
            <Button onClick={() => window.location.reload()}>Reload</Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
}

/**
 * Catches a page that fails to render or whose code fails to load, so the rest of the app (the shell, its menu)
 * stays usable; moving to another page clears it.
 */
export function RouteErrorBoundary({ children, fullPage }: { children: ReactNode; fullPage?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fullPage={fullPage}>
      {children}
    </Boundary>
  );
}
