import { useTranslation } from 'react-i18next';
import type { ConsoleReport } from '@app/schema';
import { Badge } from '@app/ui';

type Line = NonNullable<ConsoleReport['item']['reported']>;

/** One line of the conversation: who spoke (the player or the character) and what. */
function ChatLine({ line, speaker, reported }: { line: Line; speaker: string; reported?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={reported ? 'console-chat__line console-chat__line--reported' : 'console-chat__line'}>
      <span className="console-chat__who">
        {speaker}
        {reported ? <Badge tone="warning">{t('Reported line')}</Badge> : null}
      </span>
      {reported ? (
        <mark className="console-chat__text" dir="auto">
          {line.response}
        </mark>
      ) : (
        <span className="console-chat__text" dir="auto">
          {line.response}
        </span>
      )}
    </li>
  );
}

/**
 * What was reported, as the moderator needs to judge it: a message with the lines before and after it (the
 * reported one marked), a hub post's excerpt, or the filter's category and the text it stopped.
 */
export function ReportItem({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  const { item } = report;
  const speaker = (line: Line) => (line.role === 'user' ? t('Player') : (report.charName ?? t('Character')));
  return (
    <>
      {item.reported ? (
        <section className="console-chat" aria-label={t('The conversation around the reported line')}>
          <ol>
            {item.before.map((line, i) => (
              <ChatLine key={`b${i}`} line={line} speaker={speaker(line)} />
            ))}
            <ChatLine line={item.reported} speaker={speaker(item.reported)} reported />
            {item.after.map((line, i) => (
              <ChatLine key={`a${i}`} line={line} speaker={speaker(line)} />
            ))}
          </ol>
          {item.hidden ? <p className="console-hint">{t("Hidden from the player's chat")}</p> : null}
        </section>
      ) : null}
      {item.excerpt !== null ? (
        <figure className="console-quote">
          <figcaption>{t('Hub post {{id}}', { id: item.hubPostId ?? '' })}</figcaption>
          <blockquote dir="auto">{item.excerpt}</blockquote>
        </figure>
      ) : null}
      {report.kind === 'filter' ? (
        <figure className="console-quote">
          <figcaption>{t('The text the filter stopped')}</figcaption>
          <blockquote dir="auto">{report.text}</blockquote>
        </figure>
      ) : report.text ? (
        <figure className="console-quote">
          <figcaption>{t("The reporter's words")}</figcaption>
          <blockquote dir="auto">{report.text}</blockquote>
        </figure>
      ) : null}
    </>
  );
}
