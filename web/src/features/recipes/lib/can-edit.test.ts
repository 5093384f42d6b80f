import { describe, expect, it } from 'vitest';
import { canEditRecipe } from './can-edit';

const me = { id: 'u1', householdId: 'h1' };

describe('canEditRecipe', () => {
  it('lets the owner edit even a locked recipe', () => {
    expect(canEditRecipe(me, { userId: 'u1', householdId: 'h1', settings: { locked: true } })).toBe(true);
  });

  it('lets a household member edit an unlocked recipe', () => {
    expect(canEditRecipe(me, { userId: 'u2', householdId: 'h1', settings: { locked: false } })).toBe(true);
    expect(canEditRecipe(me, { userId: 'u2', householdId: 'h1', settings: { locked: true } })).toBe(false);
  });

  it('closes other households unless they allow edits', () => {
    expect(canEditRecipe(me, { userId: 'u2', householdId: 'h2', settings: {} })).toBe(false);
    expect(canEditRecipe(me, { userId: 'u2', householdId: 'h2', settings: {} }, true)).toBe(true);
  });

  it('closes everything to visitors', () => {
    expect(canEditRecipe(null, { userId: 'u1' })).toBe(false);
  });
});
