/** The translation checks live with the languages in @seva/schemas, for the server's texts too. */
export type { Language } from '@seva/schemas/language';
export { LANGUAGES } from '@seva/schemas/language';
export { plural, type SameParameters, type Translation } from '@seva/schemas/translation';
