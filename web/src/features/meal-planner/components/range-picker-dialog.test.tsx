import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { RangePickerDialog } from './range-picker-dialog';

const range = { start: '2026-11-27', end: '2026-12-03' };

function days() {
  return within(screen.getByRole('group', { name: 'Calendar' })).getAllByRole('button');
}

describe('RangePickerDialog', () => {
  it("draws weeks from the household's first day of week: Sunday", () => {
    renderWithProviders(
      <RangePickerDialog range={range} numberOfDays={7} weekStartsOn={0} onClose={() => undefined} onChoose={() => undefined} />,
    );
    expect(days()[0]).toHaveAccessibleName('Sunday, November 1');
  });

  it('draws weeks from Monday when the household starts its week then', () => {
    renderWithProviders(
      <RangePickerDialog range={range} numberOfDays={7} weekStartsOn={1} onClose={() => undefined} onChoose={() => undefined} />,
    );
    expect(days()[0]).toHaveAccessibleName('Monday, October 26');
    expect(days().at(-1)).toHaveAccessibleName('Sunday, December 6');
  });

  it('chooses the day clicked and the number of days typed', async () => {
    const onChoose = vi.fn();
    renderWithProviders(
      <RangePickerDialog range={range} numberOfDays={7} weekStartsOn={0} onClose={() => undefined} onChoose={onChoose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Monday, November 30' }));
    const field = screen.getByLabelText('Number of days');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    expect(screen.getByText('Mon, Nov 30 – Wed, Dec 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChoose).toHaveBeenCalledWith('2026-11-30', 3);
  });
});
