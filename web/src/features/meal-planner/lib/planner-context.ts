import type { PlanRange } from './plan-range';

/** What the planner's layout route hands its tabs (react-router's outlet context). */
export interface PlannerContext {
  range: PlanRange;
}
