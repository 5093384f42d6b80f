import { useTranslation } from 'react-i18next';

/** Zod messages are translation keys; a server's field message is shown as it came. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    return i18n.exists(message) ? t(message) : message;
  };
}
