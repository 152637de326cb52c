/** The large "start now" button of the public pages: a full page load to sign-up, with an arrow. */
import type { ReactNode } from 'react';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { ButtonLink } from '@/src/components/ui/button.tsx';
import { MarketingIcon } from './marketing-icon.tsx';

export function SignUpButton({ children, block }: { children: ReactNode; block?: boolean }) {
  return (
    <ButtonLink size="large" block={block} href={PUBLIC_ROUTES.register}>
      {children}
      <MarketingIcon name="arrowRight" size={20} />
    </ButtonLink>
  );
}
