import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NetworkChangeBadge } from './service-labels';

const REFUSAL = 'The network could not apply VLAN 4094 on this Port';

/** The lists' mark of a change sent to the network (decision 0069), in each of its states. */
describe('NetworkChangeBadge', () => {
  it('shows nothing for a service with no pending or failed change', () => {
    renderWithProviders(<NetworkChangeBadge change={null} productType="VXC" />);
    expect(screen.queryByText(/Change/)).not.toBeInTheDocument();
  });

  it('marks a pending change, naming the setting waiting for the network', () => {
    renderWithProviders(
      <NetworkChangeBadge change={{ status: 'PENDING', field: 'awsInterface', reason: null }} productType="VXC" />,
    );
    const badge = screen.getByText('Change pending').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge).toHaveTextContent('Change pending (AWS interface: waiting for the network)');
    expect(badge).toHaveAttribute('title', 'AWS interface: waiting for the network');
    expect(screen.queryByText('Change failed')).not.toBeInTheDocument();
  });

  it("marks a failed change with the network's reason as text read out with it", () => {
    renderWithProviders(
      <NetworkChangeBadge change={{ status: 'FAILED', field: 'aVlan', reason: REFUSAL }} productType="VXC" />,
    );
    const badge = screen.getByText('Change failed').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge).toHaveTextContent(`Change failed (A-End VLAN: ${REFUSAL})`);
    expect(badge).toHaveAttribute('title', `A-End VLAN: ${REFUSAL}`);
    expect(screen.queryByText('Change pending')).not.toBeInTheDocument();
  });

  it("names an IX's one VLAN its VLAN", () => {
    renderWithProviders(
      <NetworkChangeBadge change={{ status: 'PENDING', field: 'aVlan', reason: null }} productType="IX" />,
    );
    expect(screen.getByText('Change pending').closest('.mantine-Badge-root')).toHaveAttribute(
      'title',
      'VLAN: waiting for the network',
    );
  });
});
