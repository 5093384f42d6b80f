import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeRecipe } from '../testing-fixtures';
import { CookModeDialog } from './cook-mode-dialog';

function renderCookMode(onClose = vi.fn()) {
  const recipe = makeRecipe();
  renderWithProviders(
    <CookModeDialog
      open
      onClose={onClose}
      recipeName={recipe.name}
      steps={recipe.recipeInstructions}
      ingredients={recipe.recipeIngredient}
      scale={2}
      disableAmount={false}
    />,
  );
  return onClose;
}

describe('CookModeDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('steps forward and back, with the step’s scaled ingredients', () => {
    const onClose = renderCookMode();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ingredients for this step' })).toHaveTextContent('3 cups flour');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 2 · Fry' })).toBeInTheDocument();
    expect(screen.getByText('Cooking')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('runs a timer found in the step text: start, pause, reset, done', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderCookMode();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    const timer = screen.getByRole('group', { name: 'Timer 2 minutes' });
    expect(timer).toHaveTextContent('2:00');
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Pause timer' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('1:30');
    fireEvent.click(screen.getByRole('button', { name: 'Reset timer' }));
    expect(timer).toHaveTextContent('2:00');
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    act(() => vi.advanceTimersByTime(121_000));
    expect(timer).toHaveTextContent("Time's up!");
    expect(vibrate).toHaveBeenCalled();
  });
});
