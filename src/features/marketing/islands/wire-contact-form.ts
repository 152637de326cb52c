/**
 * The contact form without React (components/contact-form.tsx, product.md#contact): on submit, the mail
 * draft opens in a new window (inside the submit event, so pop-up blockers allow it), the button
 * shows "Sending..." disabled, then the form resets and the thanks message shows; if the browser
 * blocked the window, nothing typed is lost and the draft is offered as a link.
 */
import { buildContactMailDraft } from '../logic/build-contact-mail-draft.ts';
import { SENDING_FEEDBACK_MS } from '../logic/contact-form-timing.ts';
import { readContactFormDraft } from '../logic/read-contact-form-draft.ts';

function wireContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const sent = form.querySelector<HTMLElement>('[data-contact-sent]');
  const blocked = form.querySelector<HTMLElement>('[data-contact-blocked]');
  const draftLink = form.querySelector<HTMLAnchorElement>('[data-contact-draft-link]');
  if (!button || !sent || !blocked || !draftLink) return;
  const idleLabel = button.textContent ?? '';
  let timer: number | undefined;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const draftUrl = buildContactMailDraft(readContactFormDraft(form));
    button.disabled = true;
    button.textContent = button.dataset.sendingLabel ?? idleLabel;
    sent.hidden = true;
    blocked.hidden = true;
    const mailWindow = window.open(draftUrl, '_blank');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      button.disabled = false;
      button.textContent = idleLabel;
      if (!mailWindow) {
        draftLink.href = draftUrl;
        blocked.hidden = false;
        return;
      }
      form.reset();
      sent.hidden = false;
    }, SENDING_FEEDBACK_MS);
  });
}

export function wireContactForms(scope: ParentNode): void {
  for (const form of scope.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
    wireContactForm(form);
  }
}
