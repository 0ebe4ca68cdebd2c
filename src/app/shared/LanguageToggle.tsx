import { loadEnglish } from '../i18n/english.ts';
import { useText } from '../i18n/useText.ts';
import { actions, usePlayground } from '../state/playground.ts';

/**
 * 中文 / English: one button wherever it stands: the page's masthead, a course frame's bar, and beside the paused
 * line's narration (`paused`: kept in reach while stepping).
 */
export function LanguageToggle({ paused = false }: { paused?: boolean }) {
  const t = useText();
  const locale = usePlayground((state) => state.locale);
  return (
    <button
      type="button"
      className={paused ? 'language paused-language' : 'language'}
      data-testid={paused ? 'language-paused' : 'language'}
      title={t('languageLabel')}
      lang={locale === 'zh' ? 'en' : 'zh-CN'}
      // The English words start loading as the pointer or the keyboard reaches the button.
      onPointerEnter={() => void loadEnglish()}
      onFocus={() => void loadEnglish()}
      onClick={() => actions.setLocale(locale === 'zh' ? 'en' : 'zh')}
    >
      {t('language')}
    </button>
  );
}
