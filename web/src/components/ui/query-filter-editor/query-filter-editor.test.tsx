import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { QueryFilterEditor } from './query-filter-editor';

// The machine running the suite may be busy; give async queries room.
configure({ asyncUtilTimeout: 5000 });

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryFilterEditor
      value={value}
      onChange={setValue}
      options={{ categories: ['Dinner'], tags: ['Easy', 'Quick'], tools: ['Oven'] }}
      helpText="Recipes matching this filter"
    />
  );
}

describe('QueryFilterEditor', () => {
  it('builds the filter string from the pickers', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Easy' }));
    expect(screen.getByLabelText('Query filter')).toHaveValue('tags.name IN ["Easy"]');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tags match' }));
    await userEvent.click(await screen.findByRole('option', { name: 'has all of' }));
    expect(screen.getByLabelText('Query filter')).toHaveValue('tags.name CONTAINS ALL ["Easy"]');

    await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dinner' }));
    expect(screen.getByLabelText('Query filter')).toHaveValue('recipe_category.name IN ["Dinner"] AND tags.name CONTAINS ALL ["Easy"]');
  });

  it('shows a saved filter in the pickers, and falls back to text for anything else', async () => {
    renderWithProviders(<Harness initial={'tools.name NOT IN ["Oven"]'} />);
    expect(screen.getByRole('button', { name: 'Oven' })).toBeInTheDocument();
    const text = screen.getByLabelText('Query filter');
    await userEvent.clear(text);
    await userEvent.type(text, 'lastMade IS NULL');
    expect(screen.getByText(/more than the pickers can show/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
  });
});
