import { chromium } from '@playwright/test';
const [,, proj, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const vp = proj === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const page = await b.newPage({ viewport: vp });
page.on('pageerror', e => console.log('PAGEERR', e.message));
page.on('response', r => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
const B = 'http://127.0.0.1:3198';
await page.goto(B + '/en/app/home');
await page.getByRole('button', { name: 'Continue' }).click();
await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'OK' }).click()]);
for (const p of paths) {
  const [path, name, scroll] = p.split('=');
  await page.goto(B + path);
  await page.waitForTimeout(2500);
  if (scroll) await page.mouse.wheel(0, Number(scroll)), await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/view/${proj}-vp-${name}.png` });
}
await b.close();
