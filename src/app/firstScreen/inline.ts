/**
 * The one inline script of the built page, run before the body is parsed: it marks the prerendered first screen
 * stale when this visit asks for another state (any link parameter but `lang=zh`, or English remembered), so that
 * screen is never shown (base.css hides it) and the app renders the asked-for state instead of hydrating. The CSP
 * allows exactly this text, by its hash (csp.ts).
 */
import { LOCALE_KEY } from '../i18n/locale.ts';
import { STALE_ATTRIBUTE } from './seed.ts';

export const FIRST_SCREEN_CHECK = `(function () {
  var asked = [], lang = null;
  try {
    new URLSearchParams(location.search).forEach(function (value, key) {
      if (key === 'lang') lang = value;
      if (key !== 'lang' || value !== 'zh') asked.push(key);
    });
    if (lang === null) lang = localStorage.getItem(${JSON.stringify(LOCALE_KEY)});
  } catch (error) {}
  if (asked.length > 0 || lang === 'en') document.documentElement.setAttribute(${JSON.stringify(STALE_ATTRIBUTE)}, 'stale');
})();`;
