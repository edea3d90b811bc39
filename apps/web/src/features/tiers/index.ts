export { TiersPage } from './tiers-page.tsx';
