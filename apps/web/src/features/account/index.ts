export { ProfileMePage } from './profile-me-page.tsx';
export { AccountTab } from './account-tab.tsx';
export { MyDataPage } from './my-data-page.tsx';
