import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/test-utils';
import { SetupWizard } from './setup-wizard';

const user = { fullName: 'Change Me', username: 'admin', email: 'changeme@example.com', groupSlug: 'home' };

async function fillAccount() {
  const name = screen.getByLabelText('Full name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Jane Doe');
  await userEvent.type(screen.getByLabelText('Current password'), 'MyPassword');
  await userEvent.type(screen.getByLabelText('New password'), 'Tr1cky-Pass');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Tr1cky-Pass');
}

describe('SetupWizard', () => {
  it('walks welcome → account → site → starter data → confirm → done', async () => {
    const onFinish = vi.fn(async () => true);
    renderWithProviders(<SetupWizard user={user} initialSiteName="Larder" onFinish={onFinish} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Your site' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Site name'));
    await userEvent.type(screen.getByLabelText('Site name'), 'Our kitchen');
    await userEvent.click(screen.getByRole('switch', { name: 'Public recipes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Starter data' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Foods' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Labels' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Units' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Check and finish' })).toBeInTheDocument();
    expect(screen.getByText('Our kitchen')).toBeInTheDocument();
    expect(screen.getByText('Foods, Labels')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'All set' })).toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledWith({
      fullName: 'Jane Doe',
      username: 'admin',
      email: 'changeme@example.com',
      currentPassword: 'MyPassword',
      newPassword: 'Tr1cky-Pass',
      confirmPassword: 'Tr1cky-Pass',
      siteName: 'Our kitchen',
      publicRecipes: true,
      seedFoods: true,
      seedUnits: false,
      seedLabels: true,
    });
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/g/home');
  });

  it('keeps values when going Back, and stays on confirm when finishing fails', async () => {
    const onFinish = vi.fn(async () => false);
    renderWithProviders(<SetupWizard user={user} initialSiteName="Larder" onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Starter data' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Check and finish' })).toBeInTheDocument();
  });

  it('offers every starter list, in the current language, and keeps the choice when going Back', async () => {
    renderWithProviders(<SetupWizard user={user} initialSiteName="Larder" onFinish={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Starter data' })).toBeInTheDocument();
    expect(screen.getByText(/named in American English/)).toBeInTheDocument();
    for (const name of ['Foods', 'Units', 'Labels']) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check and finish' })).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Foods' })).not.toBeChecked();
  });

  it('after set-up is complete, shows what the group has and ticks nothing', async () => {
    const onFinish = vi.fn(async () => true);
    renderWithProviders(
      <SetupWizard
        user={user}
        initialSiteName="Larder"
        onFinish={onFinish}
        existing={{ setupCompleted: true, foods: 214, units: 23, labels: 0 }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Starter data' })).toBeInTheDocument();
    expect(screen.getByText(/Set-up was completed before, so nothing is ticked/)).toBeInTheDocument();
    expect(screen.getByText(/Your group has 214 already/)).toBeInTheDocument();
    expect(screen.getByText(/Your group has 23 already/)).toBeInTheDocument();
    for (const name of ['Foods', 'Units', 'Labels']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ seedFoods: false, seedUnits: false, seedLabels: false }));
  });

  it('on a first set-up, ticks only the lists the group has none of', async () => {
    renderWithProviders(
      <SetupWizard
        user={user}
        initialSiteName="Larder"
        onFinish={vi.fn()}
        existing={{ setupCompleted: false, foods: 3, units: 0, labels: 0 }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'Foods' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Units' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Labels' })).toBeChecked();
    expect(screen.getByText(/Your group has 3 already/)).toBeInTheDocument();
  });

  it('rejects mismatched new passwords', async () => {
    renderWithProviders(<SetupWizard user={user} initialSiteName="Larder" onFinish={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'MyPassword');
    await userEvent.type(screen.getByLabelText('New password'), 'Tr1cky-Pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Other-Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });
});
