import { loadEnglish } from '../i18n/english.ts';
import { useText } from '../i18n/useText.ts';
import { actions, usePlayground } from '../state/playground.ts';

/** 中文 / English: the page's toggle and a course frame's, the same button. */
export function LanguageToggle() {
  const t = useText();
  const locale = usePlayground((state) => state.locale);
  return (
    <button
      type="button"
      className="language"
      data-testid="language"
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
