/** Who runs the site; set per deployment through Vite env (VITE_OPERATOR_*), with placeholder defaults. */
const env = import.meta.env;

const read = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

export const operator = {
  name: read(env.VITE_OPERATOR_NAME, 'Example Interactive OÜ'),
  registryCode: read(env.VITE_OPERATOR_REGISTRY_CODE, '00000000'),
  address: read(env.VITE_OPERATOR_ADDRESS, 'Example street 1, 10111 Tallinn, Estonia'),
  supportEmail: read(env.VITE_SUPPORT_EMAIL, 'support@example.com'),
  complaintsEmail: read(env.VITE_COMPLAINTS_EMAIL, 'complaints@example.com'),
  communityUrl: read(env.VITE_COMMUNITY_URL, 'https://discord.com/'),
  subscribeStarUrl: read(env.VITE_SUBSCRIBESTAR_URL, 'https://www.subscribestar.com/'),
  siteName: read(env.VITE_SITE_NAME, 'Velvet Hearts'),
};

/** A prefilled mail draft for the Report button and "Report an Issue" link. */
export function reportMailto(userId: string | null, page: string): string {
  const subject = `Report an issue - ${operator.siteName}`;
  const body = `Page: ${page}\nUser ID: ${userId ?? 'unknown'}\n\nDescribe the issue:\n`;
  return `mailto:${operator.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
