import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { RuleForm } from './rule-form';

const organizerNames = { categories: ['Mains'], tags: ['Quick'], tools: ['Oven'] };

function renderForm(onSubmit = vi.fn(), firstDayOfWeek = 1) {
  renderWithProviders(
    <RuleForm
      label="New rule"
      headingLevel={3}
      firstDayOfWeek={firstDayOfWeek}
      organizerNames={organizerNames}
      submitLabel="Create"
      pending={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('RuleForm', () => {
  it("lists the days from the household's first day, and says where the rule applies", async () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'New rule' });
    expect(within(form).getByText('Applies to every meal on every day')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('combobox', { name: 'Day' }));
    const days = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(days).toEqual(['Any day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await userEvent.click(screen.getByRole('option', { name: 'Monday' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Meal type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dinner' }));
    expect(within(form).getByText('Applies to dinner on Mondays')).toBeInTheDocument();
  });

  it('keeps Create disabled while the filter is unfinished, and sends the picks', async () => {
    const onSubmit = renderForm();
    const filter = screen.getByLabelText('Query filter');
    await userEvent.type(filter, 'tags.name IN [["Quick"');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(filter, ']');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ day: 'unset', entryType: 'unset', queryFilterString: 'tags.name IN ["Quick"]' });
  });
});
