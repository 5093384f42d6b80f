import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchField } from './search-field';

function Harness() {
  const [value, setValue] = useState('');
  return <SearchField label="Search tags" value={value} onChange={setValue} />;
}

describe('SearchField', () => {
  it('is a searchbox named by its label, cleared by its button', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search tags' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await userEvent.type(box, 'quick');
    expect(box).toHaveValue('quick');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
