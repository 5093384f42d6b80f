import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import type { NutritionValues } from '../lib/nutrition';
import { NutritionCard } from './nutrition-card';
import { NutritionFields } from './nutrition-fields';

function Editor({ initial, onChange }: { initial: NutritionValues; onChange: (value: NutritionValues) => void }) {
  const [nutrition, setNutrition] = useState(initial);
  return (
    <NutritionFields
      nutrition={nutrition}
      onChange={(value) => {
        setNutrition(value);
        onChange(value);
      }}
    />
  );
}

describe('NutritionFields', () => {
  it('shows values as Mealie stores them, with their units, and edits them as text', () => {
    const onChange = vi.fn();
    renderWithProviders(<Editor initial={{ calories: '375kcal', proteinContent: '27g' }} onChange={onChange} />);
    const calories = screen.getByRole('textbox', { name: 'Calories' });
    expect(calories).toHaveValue('375kcal');
    expect(screen.getByRole('textbox', { name: 'Protein' })).toHaveValue('27g');
    expect(screen.queryByRole('spinbutton')).toBeNull();

    fireEvent.change(calories, { target: { value: '410 kcal' } });
    expect(calories).toHaveValue('410 kcal');
    expect(onChange).toHaveBeenLastCalledWith({ calories: '410 kcal', proteinContent: '27g' });
    fireEvent.change(calories, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ calories: null, proteinContent: '27g' });
  });
});

describe('NutritionCard', () => {
  it('shows each value as written, and a bare number with its unit', () => {
    renderWithProviders(<NutritionCard nutrition={{ calories: '375kcal', fatContent: '12', sodiumContent: '1,2 g', sugarContent: '' }} />);
    expect(screen.getByRole('rowheader', { name: 'Calories' }).nextSibling).toHaveTextContent(/^375kcal$/);
    expect(screen.getByRole('rowheader', { name: 'Fat' }).nextSibling).toHaveTextContent(/^12 g$/);
    expect(screen.getByRole('rowheader', { name: 'Sodium' }).nextSibling).toHaveTextContent(/^1,2 g$/);
    expect(screen.queryByRole('rowheader', { name: 'Sugar' })).toBeNull();
  });
});
