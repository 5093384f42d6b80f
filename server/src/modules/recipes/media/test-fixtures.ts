// Kept only for the recipes/import tests, written meanwhile; new tests import
// server/test/factories.ts. Delete once nothing imports it.
export { multipart, testImage } from '../../../../test/factories.js';
