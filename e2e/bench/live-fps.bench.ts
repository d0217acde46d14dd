import { expect, test } from '@playwright/test';
import { buildCard } from '../tests/support/card';
import { loginWithPassword } from '../tests/support/session';

/**
 * The visitor's card on a phone viewport (390×844) in headless Chromium: frames the live human
 * draws per second (the page's own `data-fps`, frames finished in the last second) while idle and
 * while it speaks a long FAQ answer. Idle life is capped at 30 frames a second on purpose (battery);
 * speaking draws at the display's rate when it can.
 */
const LONG_ANSWER =
  '我们的门店每天早上九点开门营业，一直营业到晚上九点钟。周末和法定节假日照常营业，春节期间的营业时间会另行通知。' +
  '到店可以乘坐地铁二号线，在世纪大道站四号口出站后步行五分钟即可到达。门店地下有停车场，消费满一百元可以免费停车两小时。' +
  '如果您需要预约服务，可以在小程序里选择时间，也可以直接拨打我们的客服电话。我们会提前一天给您发送提醒短信。';
const SECONDS = 12;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test('live human: frames per second on the phone card, idle and speaking', async ({ page, browser }) => {
  await loginWithPassword(page, 'admin@demo.local');
  const { path } = await buildCard(page.request, [{ question: '请介绍一下门店的营业和交通情况', answer: LONG_ANSWER }]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', hasTouch: true });
  const visitor = await context.newPage();
  await visitor.goto(path);
  const human = visitor.getByTestId('live-human');
  await expect(human).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  const sample = async (seconds: number, whileSpeaking: boolean) => {
    const out: number[] = [];
    for (let i = 0; i < seconds; i++) {
      await visitor.waitForTimeout(1000);
      if (whileSpeaking && (await human.getAttribute('data-speaking')) !== 'true') break;
      out.push(Number(await human.getAttribute('data-fps')));
    }
    return out;
  };
  await visitor.waitForTimeout(2000);
  const idle = await sample(SECONDS, false);

  await visitor.getByRole('button', { name: '文字咨询' }).click();
  const input = visitor.getByTestId('chat-sheet').getByRole('textbox', { name: '输入问题' });
  await input.fill('请介绍一下门店的营业和交通情况');
  await input.press('Enter');
  await expect(human).toHaveAttribute('data-speaking', 'true', { timeout: 30_000 });
  // The first second mixes idle and speaking frames.
  await visitor.waitForTimeout(1000);
  const speaking = await sample(SECONDS, true);
  console.log(
    `live human fps on a 390×844 card: idle median ${median(idle)} (min ${Math.min(...idle)}, cap 30; ${idle.join(' ')}), speaking median ${median(speaking)} (min ${Math.min(...speaking)}; ${speaking.join(' ')})`,
  );
  expect(speaking.length).toBeGreaterThan(3);
});
