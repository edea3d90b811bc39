export { TermsPage } from './terms-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
export { CopyrightPage } from './copyright-page.tsx';
