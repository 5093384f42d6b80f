// Households now live in the tenancy area (modules/groups); this keeps explore's import working.
export { householdAttributes } from '../groups/households.service.js';
