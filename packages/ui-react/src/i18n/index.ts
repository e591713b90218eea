export * from './namespaces';
export { createI18n, loadLanguage, type I18n } from './createI18n';
export { englishFirstScreenResources, isSupportedLanguage, loadFirstScreenResources, loadLanguageResources, loadOnDemandNamespace, loadOnDemandResources } from './resources';
export { nativeLanguageName } from './languageNames';
