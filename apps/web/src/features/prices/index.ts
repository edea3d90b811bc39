export { PricesTab } from './prices-tab.tsx';
