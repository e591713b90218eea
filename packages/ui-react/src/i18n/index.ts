export * from './namespaces';
export { createI18n, loadLanguage, type I18n } from './createI18n';
export { englishResources, isSupportedLanguage, loadLanguageResources } from './resources';
export { nativeLanguageName } from './languageNames';
