import type { components } from '../../api/schema';

/** One message of `GET /api/events/stream`: Mealie's event JSON. */
export type LiveEvent = components['schemas']['EventMessage'];

/** The event in a stream message's `data`, or null for anything this app cannot read. */
export function parseLiveEvent(data: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { eventType, documentData } = value as { eventType?: unknown; documentData?: { documentType?: unknown; operation?: unknown } };
  if (typeof eventType !== 'string' || typeof documentData?.documentType !== 'string' || typeof documentData.operation !== 'string') {
    return null;
  }
  return value as LiveEvent;
}
