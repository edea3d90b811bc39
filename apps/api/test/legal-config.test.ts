import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../src/trpc/routers/site.ts';
import { restAnswer, trpcData } from './answers.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** What an operator sets for the legal pages, as the pages receive it (site.config and GET /api/site). */
describe("the legal pages read the operator's settings from site.config", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      config: {
        SITE_NAME: 'Moonlit Dates',
        OPERATOR_NAME: 'Moonlit Games Ltd',
        OPERATOR_ADDRESS: '5 Harbour Street, Valletta',
        SUPPORT_EMAIL: 'help@moonlit.example',
        OPERATOR_CONTACT: 'legal@moonlit.example',
        OPERATOR_JURISDICTION: 'Malta',
        MINIMUM_AGE: '21',
        RECORDS_STATEMENT: 'Every image here is drawn by a computer.\nNo real person appears in any of them.',
        COPYRIGHT_AGENT_NAME: 'Jane Agent',
        COPYRIGHT_AGENT_ADDRESS: '1 Agent Way, Wilmington, DE 19801, USA',
        COPYRIGHT_AGENT_EMAIL: 'dmca@moonlit.example',
        ANONYMOUS_PLAYER_RETENTION_DAYS: '60',
        QUOTA_RETENTION_DAYS: '3',
        WEBHOOK_EVENT_RETENTION_DAYS: '400',
      },
    });
  });
  afterAll(() => t.close());

  it('carries the company, contact, jurisdiction, age, records statement, copyright agent and retention periods', async () => {
    const site = trpcData(await t.server.inject({ method: 'GET', url: '/trpc/site.config' }), siteConfigSchema);
    expect(site).toMatchObject({
      siteName: 'Moonlit Dates',
      operator: {
        name: 'Moonlit Games Ltd',
        address: '5 Harbour Street, Valletta',
        jurisdiction: 'Malta',
        contact: 'legal@moonlit.example',
      },
      supportEmail: 'help@moonlit.example',
      minimumAge: 21,
      recordsStatement: 'Every image here is drawn by a computer.\nNo real person appears in any of them.',
      copyrightAgent: {
        name: 'Jane Agent',
        address: '1 Agent Way, Wilmington, DE 19801, USA',
        email: 'dmca@moonlit.example',
      },
      retention: {
        anonymousPlayerDays: 60,
        customMessageCountDays: 3,
        paymentNoticeDays: 400,
        signupLinkHours: 24,
        verifyLinkHours: 168,
        resetLinkHours: 1,
      },
    });
    // the REST adapter answers the same
    expect(restAnswer(await t.server.inject({ method: 'GET', url: '/api/site' }), siteConfigSchema)).toEqual(site);
  });
});
