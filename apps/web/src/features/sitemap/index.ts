export function SitemapPage(){return null}
