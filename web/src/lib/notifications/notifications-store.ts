export type NotificationType = 'info' | 'success' | 'error' | 'warning';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
}

type Listener = () => void;

let current: Notification | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows one alert; a newer alert replaces the one on screen (Mealie shows one at a time). */
export function showNotification(type: NotificationType, message: string): void {
  current = { id: nextId++, type, message };
  emit();
}

export function dismissNotification(id: number): void {
  if (current?.id !== id) return;
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
  info: (message: string) => showNotification('info', message),
  success: (message: string) => showNotification('success', message),
  error: (message: string) => showNotification('error', message),
  warning: (message: string) => showNotification('warning', message),
};
