import { useTranslation } from 'react-i18next';
import { Spinner } from '@app/ui';
import { useSite } from '../../lib/operator.ts';
import { LegalDocument, legalParams, type LegalSection } from './legal-page.tsx';

export const COPYRIGHT_DATE = '27/11/2026';

/** /copyright: the notice-and-takedown process (17 U.S.C. §512) in plain words, and the operator's designated agent. */
export function CopyrightPage() {
  const { t } = useTranslation();
  const site = useSite();
  if (!site) return <Spinner label={t('Loading')} />;
  const o = legalParams(site);
  const agent = site.copyrightAgent;
  const sections: LegalSection[] = [
    {
      id: 'policy',
      title: t('Our policy'),
      paragraphs: [
        t(
          '{{site}} respects the rights of authors and artists. If you believe that something on the site copies your work without permission, tell our designated agent and we will act on it promptly.',
          o,
        ),
        t(
          'We follow the notice-and-takedown process of the United States Digital Millennium Copyright Act (17 U.S.C. §512) and handle notices from other countries the same way. This page explains the process in plain words; it is not legal advice.',
        ),
      ],
    },
    {
      id: 'agent',
      title: t('Designated agent'),
      paragraphs: [
        t('Send copyright notices and counter-notices to our designated agent:'),
        {
          items: [
            { term: t('Name'), text: agent.name },
            { term: t('Postal address'), text: agent.address },
            { term: t('E-mail'), text: agent.email, href: `mailto:${agent.email}` },
          ],
        },
        t('This address is for copyright matters only. For anything else, write to {{support}}.', o),
      ],
    },
    {
      id: 'notice',
      title: t('What a notice must contain'),
      paragraphs: [
        t('Write to the agent (e-mail is fine) and include:'),
        {
          steps: [
            t('Your physical or electronic signature, as the copyright owner or a person authorised to act for them.'),
            t('The copyrighted work you believe is infringed (for several works, a representative list).'),
            t(
              'Where the material is on our site, precisely enough for us to find it: the page address and, for a chat line or an image, the character and what it shows.',
            ),
            t('Your name, postal address, telephone number and e-mail address.'),
            t(
              'A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
            ),
            t(
              'A statement that the information in your notice is accurate and, under penalty of perjury, that you are the owner or authorised to act for the owner.',
            ),
          ],
        },
        t(
          'If something is missing, we may ask you to complete the notice before we act. Knowingly claiming that material infringes when it does not can make you liable for damages.',
        ),
      ],
    },
    {
      id: 'next',
      title: t('What happens next'),
      paragraphs: [
        {
          steps: [
            t('We confirm that we received your notice.'),
            t('We check that it is complete, then remove the material or block access to it promptly.'),
            t(
              'If a player provided the material, we tell them it was removed and send them a copy of your notice, so they can answer with a counter-notice.',
            ),
            t('We tell you what we did.'),
          ],
        },
      ],
    },
    {
      id: 'counter-notice',
      title: t('Counter-notice'),
      paragraphs: [
        t(
          'If material you provided was removed and you believe this was a mistake or a misidentification, you may send the agent a counter-notice with:',
        ),
        {
          steps: [
            t('Your physical or electronic signature.'),
            t('What was removed and where it appeared before it was removed.'),
            t(
              'A statement under penalty of perjury that you believe in good faith the material was removed by mistake or misidentification.',
            ),
            t(
              'Your name, address and telephone number, a statement that you consent to the jurisdiction of the federal district court for your address (outside the United States, of any judicial district where we may be found), and that you will accept service of process from the person who sent the notice.',
            ),
          ],
        },
        t(
          'We forward your counter-notice to the person who sent the notice, and restore the material 10 to 14 business days after we received it, unless they tell us first that they have gone to court to stop the use.',
        ),
      ],
    },
    {
      id: 'repeat-infringers',
      title: t('Repeat infringers'),
      paragraphs: [
        t(
          "We close, in appropriate circumstances, the accounts of players who repeatedly infringe other people's copyright.",
        ),
      ],
    },
  ];
  return <LegalDocument title={t('Copyright Policy')} date={COPYRIGHT_DATE} sections={sections} />;
}
