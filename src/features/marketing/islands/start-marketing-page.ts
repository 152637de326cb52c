/**
 * The only script module a prerendered marketing page runs: it gives the static markup
 * the behaviour its controls need, in a few kilobytes, instead of booting the React application.
 * scripts/build/prerender.mjs builds it; public/start-marketing-page.js loads it, holds presses made
 * before it has run and replays them once `<html data-app-ready>` says every control works. The
 * application itself loads only where it is needed: sign in, sign up and the dashboard are full
 * page loads of the app shell. Pricing's Monthly/Yearly toggle needs no script (radios and CSS).
 */
import { showOfflineBadge } from './show-offline-badge.ts';
import { showTodaysDate } from './show-todays-date.ts';
import { wireBackButtons } from './wire-back-buttons.ts';
import { wireContactForms } from './wire-contact-form.ts';
import { wireDropdownMenus } from './wire-dropdown-menus.ts';
import { wireFeatureExplorer } from './wire-feature-explorer.ts';
import { wirePhoneMenu } from './wire-phone-menu.ts';

wireDropdownMenus(document);
wirePhoneMenu(document);
wireFeatureExplorer(document);
wireContactForms(document);
wireBackButtons(document);
showTodaysDate(document);
showOfflineBadge(document);
document.documentElement.dataset.appReady = '';
