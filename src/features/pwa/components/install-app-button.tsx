/**
 * "Install app": shown only where the browser offers installation (Chromium's deferred
 * `beforeinstallprompt`). Safari and Firefox never fire it, so they never see a dead button.
 */
import { Button } from '@/src/components/ui/button.tsx';
import { usePwaStore } from '../stores/pwa-store.ts';

export function InstallAppButton() {
  const installPrompt = usePwaStore((state) => state.installPrompt);
  const setInstallPrompt = usePwaStore((state) => state.setInstallPrompt);
  if (!installPrompt) return null;
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={() => {
        void installPrompt.prompt();
        void installPrompt.userChoice.finally(() => setInstallPrompt(null));
      }}
    >
      Install app
    </Button>
  );
}
