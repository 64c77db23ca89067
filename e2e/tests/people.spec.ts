import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays } from '@koester/contract/dates/calendar-date';
import { instantAt, localDateAt } from '@koester/contract/dates/time-zones';
import { apiCall, uniqueWord, type TestUser } from '../support/api';
import { E2E_API_URL } from '../support/env';
import { identitySettings, seedSignIn } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/mail-catcher';
import { createProfileUser } from '../support/wishlist';

// The people remote: relationships, their dates, reminder mail read from the local mail catcher, the free plan's
// limit, the calendar address, and the user's data (export, deletion). The API's clock is set (development only) to
// see a reminder go out at 08:00: these journeys run one after the other, and put the clock back when done.
test.describe.configure({ mode: 'serial' });

const ZONE = 'Europe/Amsterdam';

const setClock = (request: APIRequestContext, now: Date) =>
  request.put(`${E2E_API_URL}/_local/clock`, { data: { now: now.toISOString() } });

async function addPerson(request: APIRequestContext, user: TestUser, name: string, birthday?: Date) {
  const created = await apiCall(request, 'POST', '/people', { token: user.idToken, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (birthday) {
    const on = localDateAt(birthday, ZONE);
    const dated = await apiCall(request, 'POST', `/people/${id}/dates`, {
      token: user.idToken,
      data: { kind: 'birthday', day: on.day, month: on.month, recurrence: 'yearly' },
    });
    expect(dated.status(), await dated.text()).toBe(201);
  }
  return id;
}

test('a new user adds a person with a birthday, sees it coming, gets the reminder at 08:00 and unsubscribes', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createProfileUser(request, 'Rosa Reminders');
  await seedSignIn(page, request, user.email, user.password);
  const name = `Mila ${uniqueWord()}`;
  // The birthday three days from today in Amsterdam (the user's time zone until they choose one).
  const today = localDateAt(new Date(), ZONE);
  const birthday = addDays(today, 3);

  await page.goto('/people?lang=en');
  await expect(page.getByRole('heading', { name: 'No one here yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add your first person' }).click();
  await expect(page).toHaveURL(/\/people\/new$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Day').selectOption(String(birthday.day));
  await page.getByLabel('Month').selectOption(String(birthday.month));
  await page.getByLabel('Likes (optional)', { exact: true }).fill('tulips, dark chocolate');
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page).toHaveURL(/\/people\/[0-9a-f-]{36}$/);
  const personId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const dates = page.getByRole('region', { name: 'Important dates' });
  await expect(dates).toContainText('in 3 days');
  await expect(dates).toContainText('1 day before');

  await page.getByRole('button', { name: 'Add a gift idea' }).click();
  await page.getByLabel('What is the idea?').fill('Tulip bulbs');
  await page.getByRole('button', { name: 'Add idea' }).click();
  await expect(page.getByText('Gift idea added')).toBeVisible();

  await page.goto('/people?lang=en');
  await expect(page.getByText('1 of 10 people on the free plan')).toBeVisible();
  await expect(page.getByRole('region', { name: /Coming up in the next 30 days/ })).toContainText(name);

  // 08:00 in Amsterdam on the day before the birthday: a minute before, nothing; at 08:00, the mail.
  const sendAt = instantAt(addDays(birthday, -1), { hour: 8, minute: 0 }, ZONE);
  try {
    expect((await setClock(request, new Date(sendAt.getTime() - 60_000))).status()).toBe(200);
    await page.waitForTimeout(1500);
    expect(await messagesTo(user.email)).toEqual([]);
    expect((await setClock(request, sendAt)).status()).toBe(200);
    const mail = await waitForMessage(user.email, (m) => m.subject.includes(name), 20_000);
    expect(mail.subject).toBe(`${name}’s birthday is tomorrow`);
    expect(mail.text).toContain('tulips');
    expect(mail.text).toContain('Tulip bulbs');
    expect(mail.text).toContain(`/people/${personId}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/prod\/mail\/unsubscribe\?token=/);
    // The same minute again sends nothing more.
    await setClock(request, new Date(sendAt.getTime() + 30_000));
    await page.waitForTimeout(1500);
    expect((await messagesTo(user.email)).filter((m) => m.subject.includes(name))).toHaveLength(1);

    // The mail's own link: a page that asks for one click.
    const link = /(http:\/\/\S+\/unsubscribe\?\S+)/.exec(mail.text!)![1]!;
    expect(link).toContain('lang=en');
    await page.goto(link);
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(page.getByRole('heading', { name: 'You will no longer receive these emails' })).toBeVisible();
    const settings = await apiCall(request, 'GET', '/reminder-settings', { token: user.idToken });
    expect(((await settings.json()) as { reminder_emails: boolean }).reminder_emails).toBe(false);
  } finally {
    await request.delete(`${E2E_API_URL}/_local/clock`);
  }
});

test('the free plan holds 10 people: the page says so, and the 11th is refused with the way to Pro', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Lisa Limit');
  for (let i = 1; i <= 10; i++) await addPerson(request, user, `Friend ${i}`);
  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/people?lang=en');
  await expect(page.getByText('10 of 10 people on the free plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add more people with Pro' })).toHaveAttribute('href', '/pricing');

  const refused = await apiCall(request, 'POST', '/people', { token: user.idToken, data: { name: 'Eleven' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'PLAN_LIMIT_REACHED',
    details: { limit: 10, upgrade_path: '/pricing' },
  });
  await page.goto('/people?lang=nl');
  await expect(page.getByText(/10 van de 10/)).toBeVisible();
});

test('subscribe to the calendar, download the data, and delete the account with everything in it', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createProfileUser(request, 'Casper Calendar');
  const name = `Jens ${uniqueWord()}`;
  await addPerson(request, user, name, new Date(Date.now() + 10 * 86_400_000));
  await seedSignIn(page, request, user.email, user.password);

  await page.goto('/people/settings?lang=en');
  await page.getByRole('button', { name: 'Create a calendar address' }).click();
  const address = page.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
  const calendarUrl = await address.inputValue();
  const calendar = await request.get(calendarUrl);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${name}’s birthday`);

  await page.goto('/dashboard?lang=en');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^koester-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.account.email).toBe(user.email);
  expect(file.people.map((p: { name: string }) => p.name)).toEqual([name]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type your email address to confirm').fill(user.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Signed out everywhere: the old token is refused. The calendar address is gone. The user-pool account follows.
  expect((await apiCall(request, 'GET', '/people', { token: user.idToken })).status()).toBe(401);
  expect((await request.get(calendarUrl)).status()).toBe(404);
  const { userPoolEndpoint, userPoolClientId } = await identitySettings(request);
  const signIn = () =>
    request.post(userPoolEndpoint, {
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      data: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    });
  await expect.poll(async () => (await signIn()).status(), { timeout: 20_000 }).toBe(400);
  expect(await (await signIn()).json()).toMatchObject({ __type: expect.stringMatching(/NotAuthorized|UserNotFound/) });
});
