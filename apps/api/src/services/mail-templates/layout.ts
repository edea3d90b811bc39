import escapeHtml from 'escape-html';

/** The product's dark theme (packages/ui/src/theme.css), inlined: mail clients drop <style> and variables. */
const COLOR = {
  bg: '#140a14',
  card: '#2a1630',
  border: '#4a2a52',
  text: '#f6eaf4',
  muted: '#bfa6bd',
  accent: '#ff3d8b',
  button: '#d6246e',
  buttonText: '#ffffff',
};
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',Arial,sans-serif";

export interface MailLayout {
  language: string;
  rtl: boolean;
  site: string;
  subject: string;
  /** Paragraphs before the button, then after it; plain text, escaped here. */
  before: string[];
  button: string;
  link: string;
  after: string[];
  linkHint: string;
  footer: string;
}

const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/**
 * A single-column table layout with inline styles (what every mail client renders the same): the site's
 * name, a card with the paragraphs and one button, the link written out for clients that hide buttons.
 * Every piece of text and the link go through escapeHtml.
 */
export function htmlMail(m: MailLayout): string {
  const dir = m.rtl ? 'rtl' : 'ltr';
  const align = m.rtl ? 'right' : 'left';
  const link = escapeHtml(m.link);
  return `<!doctype html>
<html lang="${escapeHtml(m.language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(m.subject)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:${COLOR.bg};color:${COLOR.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOR.bg};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 24px;font-family:${FONT};font-size:24px;font-weight:700;color:${COLOR.accent};">${escapeHtml(m.site)}</td></tr>
<tr><td dir="${dir}" style="background-color:${COLOR.card};border:1px solid ${COLOR.border};border-radius:16px;padding:32px 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLOR.text};text-align:${align};">
${m.before.map((p) => paragraph(p)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:24px auto;">
<tr><td align="center" style="border-radius:999px;background-color:${COLOR.button};">
<a href="${link}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:${FONT};font-size:16px;font-weight:700;color:${COLOR.buttonText};text-decoration:none;border-radius:999px;">${escapeHtml(m.button)}</a>
</td></tr>
</table>
${m.after.map((p) => paragraph(p, `font-size:14px;color:${COLOR.muted};`)).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:${COLOR.muted};">${escapeHtml(m.linkHint)}<br><a href="${link}" target="_blank" dir="ltr" style="color:${COLOR.accent};word-break:break-all;">${link}</a></p>
</td></tr>
<tr><td align="center" style="padding:24px 8px 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOR.muted};">${escapeHtml(m.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
