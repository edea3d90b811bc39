import { PgBoss, fromPglite, type Db as BossDb, type Job, type Queue } from 'pg-boss';
import type { AppServices } from '../app-services.ts';
import type { Database } from '../db/client.ts';
import type { Mail, Mailer } from '../services/mailer.ts';
import { hashEmail } from '../log.ts';
import { CHAT_SUMMARY_JOB, writeChatSummary, type ChatSummaryJob } from '../services/game/chat-summary.ts';
import { recordJobFailure } from './failures.ts';
import { pruneAnonymousPlayers, pruneMailTokens, pruneQuotaUsage, pruneWebhookEvents } from './prune.ts';

/**
 * One job of the runner: its queue's retry policy, an optional schedule (cron, UTC), and what a run
 * does. The same definitions run on PostgreSQL and on PGlite (pg-boss drives both: docs/decisions/0006).
 */
interface JobDefinition<T> {
  name: string;
  queue: Omit<Queue, 'name'>;
  schedule?: string;
  /** How often an idle worker looks for a job whose retry delay ended (a new job wakes it at once). */
  pollSeconds?: number;
  /** Answers the rows a pruning job removed (counted in /metrics), or nothing. */
  run(app: AppServices, data: T, job: Job<T>): Promise<number | void>;
}

export const MAIL_JOB = 'mail-send';

function definitions(app: AppServices, transport: Mailer): JobDefinition<never>[] {
  const { config } = app;
  const prune = (name: string, run: (app: AppServices) => Promise<number>): JobDefinition<never> => ({
    name,
    // a failed pruning run is not retried: the next scheduled one does the same work
    queue: { retryLimit: 0, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400, notify: true },
    schedule: config.PRUNE_SCHEDULE,
    run: (app) => run(app),
  });
  const mail: JobDefinition<Mail> = {
    name: MAIL_JOB,
    queue: {
      retryLimit: config.MAIL_RETRY_LIMIT,
      retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 120,
      // a mail's links are secrets: a sent mail's job is deleted within the hour
      deleteAfterSeconds: 3600,
      notify: true,
    },
    pollSeconds: 2,
    async run(app, mail, job) {
      try {
        await transport.send(mail);
      } catch (error) {
        const last = job.retryCount >= config.MAIL_RETRY_LIMIT;
        app.log[last ? 'error' : 'warn'](
          { err: error, to: hashEmail(mail.to), subject: mail.subject, attempt: job.retryCount + 1 },
          last ? 'mail given up after every retry' : 'mail failed, will retry',
        );
        if (last) app.metrics.mailsGivenUp.inc();
        throw error;
      }
    },
  };
  const chatSummary: JobDefinition<ChatSummaryJob> = {
    name: CHAT_SUMMARY_JOB,
    queue: {
      // one waiting and one running job per chat (the key): a due turn while one waits adds none
      policy: 'stately',
      retryLimit: config.SUMMARY_RETRY_LIMIT,
      retryDelay: config.SUMMARY_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3600,
      // past the model's own timeout, so only a run whose process died expires
      expireInSeconds: Math.ceil(config.MODEL_TIMEOUT_MS / 1000) + 60,
      deleteAfterSeconds: 86_400,
      notify: true,
    },
    pollSeconds: 2,
    run: (app, job) => writeChatSummary(app, job),
  };
  return [
    mail as JobDefinition<never>,
    chatSummary as JobDefinition<never>,
    prune('prune-anonymous-players', pruneAnonymousPlayers),
    prune('prune-mail-tokens', pruneMailTokens),
    prune('prune-quota-usage', pruneQuotaUsage),
    prune('prune-webhook-events', pruneWebhookEvents),
  ];
}

export const PRUNE_JOBS = ['prune-anonymous-players', 'prune-mail-tokens', 'prune-quota-usage', 'prune-webhook-events'];

/** pg-boss on our own PostgreSQL pool, its notifications on our listening connection. */
function poolAdapter(db: Database): BossDb {
  const pool = db.pool!;
  return {
    executeSql: (text, values) => pool.query(text, values),
    async listen(channel, onNotification, onReconnect) {
      const stop = await db.listen(channel, { notify: onNotification, connected: (up) => up && onReconnect() });
      return { close: stop };
    },
  };
}

export interface JobRunner {
  /**
   * Queues a job (kept in the database until done); answers its id. With a `key` (a queue of the
   * stately policy), answers null when a job with that key already waits: that one does the work.
   */
  send(name: string, data: object, opts?: { key?: string }): Promise<string | null>;
  /** Resolves once every job this process queued has had its first attempt (tests read what it did). */
  idle(): Promise<void>;
  /** Runs a job now, outside its schedule, and waits for it (the admin command and tests). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the job runner: queues created, workers listening, schedules set. */
export async function startJobs(app: AppServices, transport: Mailer): Promise<JobRunner> {
  const { db } = app;
  const boss = db.pglite
    ? new PgBoss({
        db: fromPglite(db.pglite),
        backend: 'pglite',
        schema: 'pgboss',
        useListenNotify: true,
        registerInstance: false,
      })
    : new PgBoss({ db: poolAdapter(db), schema: 'pgboss', useListenNotify: true, instanceName: 'api' });
  boss.on('error', (err) => app.log.error({ err }, 'job runner error'));
  await boss.start();

  const waiting = new Map<string, () => void>();
  const early = new Set<string>();
  const attempted = (id: string) => {
    const done = waiting.get(id);
    if (done) {
      waiting.delete(id);
      done();
    } else {
      // attempted before its sender registered (or queued elsewhere): remembered a while
      early.add(id);
      if (early.size > 1000) early.delete(early.values().next().value!);
    }
  };

  for (const def of definitions(app, transport)) {
    await boss.createQueue(def.name, def.queue);
    const { policy: _fixedAtCreation, ...settings } = def.queue;
    await boss.updateQueue(def.name, settings);
    // a new job wakes its worker at once (notify); a retry's delay ends unannounced
    const poll = def.pollSeconds ?? 30;
    await boss.work<never>(
      def.name,
      { pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll },
      async ([job]) => {
        const stopTimer = app.metrics.jobDuration.startTimer({ job: def.name });
        try {
          const removed = await def.run(app, job!.data, job!);
          if (typeof removed === 'number') {
            app.metrics.jobRowsRemoved.inc({ job: def.name }, removed);
            if (removed > 0) app.log.info({ job: def.name, removed }, 'rows pruned');
          }
          app.metrics.jobRuns.inc({ job: def.name, outcome: 'completed' });
        } catch (error) {
          app.metrics.jobRuns.inc({ job: def.name, outcome: 'failed' });
          const last = job!.retryCount >= (def.queue.retryLimit ?? 0);
          if (def.name !== MAIL_JOB)
            app.log[last ? 'error' : 'warn'](
              { err: error, job: def.name, attempt: job!.retryCount + 1 },
              last ? 'job failed' : 'job failed, will retry',
            );
          if (last) await recordJobFailure(app, def.name);
          throw error;
        } finally {
          stopTimer();
          attempted(job!.id);
        }
      },
    );
    if (def.schedule) await boss.schedule(def.name, def.schedule, null, { tz: 'UTC' });
    else await boss.unschedule(def.name);
  }

  const send = async (name: string, data: object, key?: string) => {
    const id = await boss.send(name, data, key ? { singletonKey: key } : {});
    if (!id && !key) throw new Error(`job ${name} was not queued`);
    return id;
  };
  const attemptOf = (id: string) =>
    new Promise<void>((resolve) => {
      if (early.delete(id)) resolve();
      else waiting.set(id, resolve);
    });
  const sent = new Set<Promise<void>>();
  return {
    async send(name, data, opts) {
      const id = await send(name, data, opts?.key);
      if (!id) return null;
      const attempt = attemptOf(id);
      sent.add(attempt);
      void attempt.then(() => sent.delete(attempt));
      return id;
    },
    async idle() {
      while (sent.size > 0) await Promise.all([...sent]);
    },
    async runNow(name) {
      await attemptOf((await send(name, {}))!);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 8000 });
    },
  };
}

/** Mails go through the job runner: the caller waits for the queue's insert, not for the mail server. */
export function queuedMailer(jobs: () => JobRunner): Mailer {
  return {
    async send(mail) {
      await jobs().send(MAIL_JOB, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}
