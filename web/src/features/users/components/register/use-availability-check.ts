import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type AvailabilityField, checkAvailability } from '../../../../api/users/check-availability';

/**
 * Checks that the given fields are not taken, marking taken ones; a server without
 * validators (404) passes. Returns whether every field may be used.
 */
export async function checkFieldsAvailable<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'setError'>,
  fields: readonly { name: Path<T>; kind: AvailabilityField; takenMessage: string }[],
): Promise<boolean> {
  const results = await Promise.all(
    fields.map(async (field) => {
      const value = String(form.getValues(field.name) ?? '').trim();
      if (!value) return true;
      try {
        const available = await checkAvailability(field.kind, value);
        if (available === false) {
          form.setError(field.name, { type: 'server', message: field.takenMessage });
          return false;
        }
      } catch {
        // The live check is a convenience; registration itself still answers 409.
      }
      return true;
    }),
  );
  return results.every(Boolean);
}
