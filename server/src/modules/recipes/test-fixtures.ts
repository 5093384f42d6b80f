// The recipe test factories write rows directly, so they live with the test harness (outside the
// layering rules); recipe tests keep importing them from here.
export * from '../../../test/recipe-fixtures.js';
