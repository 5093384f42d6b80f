// Households now live in the tenancy area (modules/groups); this keeps explore's import working.
export { HouseholdSummary } from '../groups/schemas.js';
