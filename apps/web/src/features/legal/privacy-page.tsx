import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@app/ui';
import { useLangPath } from '../../lib/lang.ts';
import { useSite } from '../../lib/operator.ts';
import { LegalDocument, legalParams, usePeriod, type LegalSection } from './legal-page.tsx';
import { storedData, thirdParties } from './privacy-stored.ts';

/** The specification's date (20/02/2025); the sections list what is really stored, for how long and who receives what. */
export const PRIVACY_DATE = '20/02/2025';

export function PrivacyPage() {
  const { t } = useTranslation();
  const site = useSite();
  const period = usePeriod();
  const langPath = useLangPath();
  if (!site) return <Spinner label={t('Loading')} />;
  const o = legalParams(site);
  const sections: LegalSection[] = [
    {
      id: 'definitions',
      title: t('Definitions'),
      paragraphs: [
        t(
          '"We", "us" and "our" mean {{name}}, {{address}}, the controller of your personal data. "You" means the person using {{site}}. "Personal data" means any information about an identified or identifiable person.',
          o,
        ),
      ],
    },
    {
      id: 'data-types',
      title: t('Types of data we collect'),
      paragraphs: [
        t('This is everything the service stores about you, and how long it is kept.'),
        { items: storedData(t, site, period) },
      ],
    },
    {
      id: 'cookies',
      title: t('Cookies and local storage'),
      paragraphs: [
        t(
          "We keep your sign-in token, language, preferences and dismissed notices in your browser's local storage so the site works. We do not use advertising cookies. Payment partners may set their own cookies on their pages.",
        ),
      ],
    },
    {
      id: 'use',
      title: t('How we use your data'),
      paragraphs: [
        t(
          'To provide the game and chat, keep your progress, process subscriptions, answer support requests, prevent abuse and fraud, meet legal duties such as age-verification rules, and improve the service.',
        ),
      ],
    },
    {
      id: 'retention',
      title: t('Retention and transfer'),
      paragraphs: [
        t(
          'When you delete your account, everything listed above is erased at once, except the moderation log and the payment notices, which are kept as stated. Payment providers keep their own records as tax and payment law requires.',
        ),
        t(
          'Our servers are in the European Union. Where a provider processes data outside the EEA we rely on adequacy decisions or standard contractual clauses.',
        ),
      ],
    },
    {
      id: 'disclosure',
      title: t('Data disclosure'),
      paragraphs: [
        t(
          'We share data only with the service providers below, each receiving only what it needs, when the law requires it, or to protect our users and the service. We do not sell your personal data.',
        ),
        { items: thirdParties(t) },
      ],
    },
    {
      id: 'security',
      title: t('Security'),
      paragraphs: [
        t(
          'Connections are encrypted, passwords are stored only as strong hashes, and access to personal data is limited to staff who need it. No system is perfectly secure; tell us at {{support}} if you suspect a problem.',
          o,
        ),
      ],
    },
    {
      id: 'analytics',
      title: t('Analytics'),
      paragraphs: [
        t(
          'We measure aggregated, pseudonymous usage (such as page views and errors) to keep the service working and improve it. We do not build advertising profiles.',
        ),
      ],
    },
    {
      id: 'email-marketing',
      title: t('E-mail marketing'),
      paragraphs: [
        t(
          'We send service e-mails (verification, password reset, subscription notices). We send news only if you agreed to it, and every such e-mail has an unsubscribe link.',
        ),
      ],
    },
    {
      id: 'gdpr',
      title: t('Your rights under the GDPR'),
      paragraphs: [
        site.operator.jurisdiction
          ? t(
              'You have the right to access, correct, delete, restrict or object to the processing of your personal data, to data portability, and to withdraw consent at any time. You may also complain to a data protection supervisory authority where you live or in the country where we are registered ({{jurisdiction}}).',
              { jurisdiction: site.operator.jurisdiction },
            )
          : t(
              'You have the right to access, correct, delete, restrict or object to the processing of your personal data, to data portability, and to withdraw consent at any time. You may also complain to a supervisory authority, in Estonia the Andmekaitse Inspektsioon.',
            ),
        t(
          'You can use most of these rights yourself in Profile → Account → Your data: see everything stored about you, download it as a file, or delete your account. For anything else, write to {{contact}}.',
          o,
        ),
      ],
      extra: <Link to={langPath('/app/profile/me')}>{t('Go to Your data')}</Link>,
    },
    {
      id: 'ccpa',
      title: t('California residents (CCPA)'),
      paragraphs: [
        t(
          'In the past 12 months we collected these categories of personal information: identifiers (player ID, e-mail, IP address), commercial information (subscription tier and history), internet activity (use of the service) and inferences (preferences). We do not sell or share personal information for cross-context advertising.',
        ),
        t(
          'You may request to know, delete or correct your personal information, and you will not be discriminated against for doing so. We answer verified requests within 45 days, extendable by another 45 days when necessary, covering the 12 months before the request. We do not target minors under {{age}}.',
          o,
        ),
      ],
    },
    {
      id: 'dnt',
      title: t('Do-not-track signals'),
      paragraphs: [
        t('We do not track you across other websites, so we treat every visit as if a do-not-track signal were on.'),
      ],
    },
    {
      id: 'children',
      title: t("Children's privacy"),
      paragraphs: [
        t(
          'The service is only for adults aged {{age}} or older. We do not knowingly collect data from anyone under {{age}}. Special protections apply to children under 13 (COPPA) and under 16 (GDPR consent rules): we never seek such consent because minors may not use the service. If you believe a minor has given us data, write to {{contact}} and we will delete it.',
          o,
        ),
      ],
    },
    {
      id: 'ai',
      title: t('Use of an AI service in chat'),
      paragraphs: [
        t(
          'Character replies in chat are produced with an AI service. The text of your messages and the conversation context are sent to that service to generate replies; it does not receive your e-mail address or payment data, and it may not use your messages to train its models.',
        ),
      ],
    },
    {
      id: 'links',
      title: t('Links to other websites'),
      paragraphs: [
        t(
          'Our pages link to other websites, such as payment partners and the chat community. Their own privacy policies apply there.',
        ),
      ],
    },
    {
      id: 'changes',
      title: t('Changes to this policy'),
      paragraphs: [
        t(
          'We may update this policy. The date at the top shows the latest version; important changes are announced on the site.',
        ),
      ],
    },
    {
      id: 'contact',
      title: t('Contact'),
      paragraphs: [t('Questions about privacy or requests about your data: {{contact}}.', o)],
    },
  ];
  return <LegalDocument title={t('Privacy Policy')} date={PRIVACY_DATE} sections={sections} />;
}
