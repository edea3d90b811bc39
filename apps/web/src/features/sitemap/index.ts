export { SitemapPage } from './sitemap-page.tsx';
