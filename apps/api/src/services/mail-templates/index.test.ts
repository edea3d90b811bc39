import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/schema';
import { MAIL_STRINGS, mailLanguage, renderMail } from './index.ts';

describe('mail templates', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  /** Every string of a language file by its dotted key. */
  const flat = (strings: object, prefix = ''): Map<string, unknown> =>
    new Map(
      Object.entries(strings).flatMap(([key, value]) =>
        value && typeof value === 'object'
          ? [...flat(value as object, `${prefix}${key}.`)]
          : [[`${prefix}${key}`, value] as const],
      ),
    );
  const english = flat(MAIL_STRINGS.en);

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key of English, no other, each a non-empty string with the same placeholders',
    (language) => {
      const own = flat(MAIL_STRINGS[language]);
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of own) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language} ${key}`).toBe(true);
        expect(placeholders(value as string), `${language} ${key}`).toEqual(placeholders(english.get(key) as string));
        expect(value, `${language} ${key} is still English`).not.toBe(
          english.get(key) === 'Log in' ? '' : english.get(key),
        );
      }
    },
  );

  it('French says "vous" and uses the typographic apostrophe', () => {
    const french = [...flat(MAIL_STRINGS.fr).values()].join('\n');
    expect(french).not.toContain("'");
    expect(french).not.toMatch(/(?<!\p{L})(tu|ton|ta|tes|toi)(?!\p{L})/iu);
    expect(french).toMatch(/\bvous\b/);
  });

  it('escapes every variable: the site name, the link and a placeholder value', () => {
    const mail = renderMail({
      kind: 'signup',
      language: 'en',
      to: 'a@example.com',
      site: '<b>"Site"</b>',
      link: 'https://game.example/confirm-signup#id="><script>x</script>&secret=1',
      vars: { hours: '<img src=x onerror=alert(1)>' },
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain(
      'href="https://game.example/confirm-signup#id=&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;secret=1"',
    );
    expect(mail.html).toContain('&lt;b&gt;&quot;Site&quot;&lt;/b&gt;');
    expect(mail.html).toContain('valid for &lt;img src=x onerror=alert(1)&gt; hours');
    // the text part is plain text: it carries the values as they are
    expect(mail.text).toContain('valid for <img src=x onerror=alert(1)> hours');
  });

  it('every language renders every mail with the link in both parts', () => {
    for (const language of LANGUAGES) {
      for (const kind of ['verify', 'reset', 'signup', 'registered'] as const) {
        const link = 'https://game.example/x#a=1&b=2';
        const mail = renderMail({ kind, language, to: 'a@example.com', site: 'Site', link, vars: { hours: '24' } });
        expect(mail.text, `${language} ${kind}`).toContain(`\n${link}\n`);
        expect(mail.html, `${language} ${kind}`).toContain('href="https://game.example/x#a=1&amp;b=2"');
        expect(`${mail.subject}${mail.text}${mail.html}`, `${language} ${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('speaks the language it is given, right to left for Arabic, and English for a language it does not know', () => {
    const render = (language: string | null) =>
      renderMail({ kind: 'reset', language, to: 'a@example.com', site: 'Site', link: 'https://game.example/r' });
    const german = render('de');
    expect(german.subject).toBe('Setze dein Passwort zurück');
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.text).toMatch(/^Hallo,\n/);
    const arabic = render('ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('text-align:right');
    // the written-out link stays left to right inside the right-to-left mail
    expect(arabic.html).toContain('dir="ltr" style="color:');
    for (const unknown of ['xx', null, '']) {
      expect(render(unknown).subject, String(unknown)).toBe('Reset your password');
      expect(render(unknown).html, String(unknown)).toContain('<html lang="en" dir="ltr">');
    }
    expect(mailLanguage('pt')).toBe('pt');
    expect(mailLanguage('PT')).toBe('en');
  });
});
