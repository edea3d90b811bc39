export { TermsPage } from './terms-page.tsx';
export { PrivacyPage } from './privacy-page.tsx';
