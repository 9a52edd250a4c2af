import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/index.ts';
import { showError } from '../lib/snackbar.ts';

interface RefusalMessageProps {
  /** Why the screen shows nothing: a part 2 §8 message such as nonExistentDevice. */
  messageKey: MessageKey;
  testId: string;
}

/**
 * Says why a screen has nothing to show (the machine or group does not exist or is not the user's, the
 * model has no sensors or no preset), once in the page where the content would be and once in the
 * snackbar, as part 2 §8 has the portal's error messages.
 */
export function RefusalMessage({ messageKey, testId }: RefusalMessageProps) {
  const { t } = useTranslation();
  const text = t(messageKey);
  useEffect(() => {
    showError(text);
  }, [text]);
  return (
    <Alert severity="warning" data-testid={testId} data-reason={messageKey}>
      {text}
    </Alert>
  );
}
