import type { Tenant } from '../access.js';
import { type DeliveredEvent, type EventJson, GROUP_VISIBLE_EVENT_TYPES } from './types.js';

export type EventListener = (delivered: DeliveredEvent) => void;

/**
 * Who sees an event: members of its group whose household is the event's, or every household of
 * the group for a group-level event (no household) or one about a group-scoped document. The
 * outbox replay applies the same rule in SQL.
 */
export const canSee = (tenant: Tenant, event: EventJson): boolean =>
  event.groupId === tenant.groupId &&
  (event.householdId === null || event.householdId === tenant.householdId || GROUP_VISIBLE_EVENT_TYPES.includes(event.eventType));

/** The process's subscribers; each hears only the committed events its tenant may see. */
export class EventBus {
  private readonly subscribers = new Set<{ tenant: Tenant; listener: EventListener }>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  subscribe(tenant: Tenant, listener: EventListener): () => void {
    const subscriber = { tenant, listener };
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  publish(delivered: DeliveredEvent): void {
    for (const { tenant, listener } of this.subscribers) {
      if (!canSee(tenant, delivered.event)) continue;
      // One failing subscriber must not keep the event from the others.
      try {
        listener(delivered);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  get size(): number {
    return this.subscribers.size;
  }
}
