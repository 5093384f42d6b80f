export type NotificationType = 'info' | 'success' | 'error' | 'warning';

/** An in-app page the alert points to, e.g. the shopping list that was just filled. */
export interface NotificationLink {
  label: string;
  href: string;
}

/** Something to do about the alert's news right there, e.g. undo a deletion. */
export interface NotificationAction {
  label: string;
  onAction: () => void;
}

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  link?: NotificationLink;
  action?: NotificationAction;
}

type Listener = () => void;

let current: Notification | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows one alert; a newer alert replaces the one on screen (Mealie shows one at a time). Returns its id. */
export function showNotification(type: NotificationType, message: string, link?: NotificationLink, action?: NotificationAction): number {
  current = { id: nextId++, type, message, ...(link ? { link } : {}), ...(action ? { action } : {}) };
  emit();
  return current.id;
}

export function dismissNotification(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** A mark of the alerts shown so far: alerts shown later have ids at or above it. */
export function notificationMark(): number {
  return nextId;
}

/**
 * Closes the error or warning on screen when it is stale: shown before `mark` (by default, any).
 * Called on navigation and when a later sign-in or change succeeded, so that an old failure does
 * not sit over a screen it no longer describes.
 */
export function dismissStaleErrors(mark = Number.POSITIVE_INFINITY): void {
  if (!current || (current.type !== 'error' && current.type !== 'warning') || current.id >= mark) return;
  current = null;
  emit();
}

export function getCurrentNotification(): Notification | null {
  return current;
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notify = {
  info: (message: string, action?: NotificationAction) => showNotification('info', message, undefined, action),
  success: (message: string, link?: NotificationLink) => showNotification('success', message, link),
  error: (message: string) => showNotification('error', message),
  warning: (message: string) => showNotification('warning', message),
};
