import type { components } from '../schema';

export type PlanEntry = components['schemas']['ReadPlanEntry'];
export type PlanEntryType = PlanEntry['entryType'];
export type PlanEntryInput = components['schemas']['CreatePlanEntryInput'];

/** Every meal type in the order a day shows them (Mealie's planner order, Larder's extra types after). */
export const PLAN_ENTRY_TYPES: readonly PlanEntryType[] = ['breakfast', 'lunch', 'dinner', 'side', 'snack', 'drink', 'dessert'];
