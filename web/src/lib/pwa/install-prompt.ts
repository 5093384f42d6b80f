import { STORAGE_KEYS } from '../../config/constants';
import { readLocalStorage } from '../local-storage';

/** Chrome's install prompt event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function isInstallDismissed(storage: Pick<Storage, 'getItem'> = { getItem: readLocalStorage }): boolean {
  return storage.getItem(STORAGE_KEYS.installDismissed) === 'true';
}

/** "Cancel" on the install banner hides it for good. */
export function dismissInstall(storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.installDismissed, 'true');
}

type Listener = (event: BeforeInstallPromptEvent | null) => void;
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function setDeferred(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const listener of listeners) listener(event);
}

/** Keeps the browser's install prompt for our own banner instead of the default mini-infobar. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(null));
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearInstallPrompt(): void {
  setDeferred(null);
}
