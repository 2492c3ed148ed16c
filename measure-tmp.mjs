import { chromium } from '@playwright/test';
const candidates = [
 'The people who run the servers, build the plugins and keep the community friendly. Each card says who is online right now; the note below says how to join them.',
 'The people who run the servers, build the plugins and keep the community friendly. See who is online right now, and read below how to join the team.',
 'The people who run the servers, build the plugins and keep the community friendly. Each card says who is online right now, and the note below the team says how to join.',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [412, 390, 375, 360, 320, 768]) {
  const rows = candidates.map(() => []);
  for (const web of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width, height: 823 } });
    const page = await ctx.newPage();
    if (!web) await page.route('**/*.woff2', (r) => r.abort());
    await page.goto('http://localhost:4402/staff');
    if (web) await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
    for (const [i, text] of candidates.entries()) {
      rows[i].push(await page.evaluate((text) => { const l = document.querySelector('.intro__lead'); l.textContent = text; const r = document.createRange(); r.selectNodeContents(l); const b = r.getBoundingClientRect(); return `${Math.round(b.width)}x${Math.round(b.height)}=${Math.round(b.width*b.height)}`; }, text));
    }
    await ctx.close();
  }
  console.log(width, rows.map((r) => r.join('/')).join('  '));
}
await browser.close();
