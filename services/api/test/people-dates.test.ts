import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

/** "Now" is Wednesday 10 June 2026, 12:00 in Amsterdam (10:00 UTC). */
const clock = {
  at: new Date('2026-06-10T10:00:00Z'),
  now() {
    return this.at;
  },
};

describe.each(BACKENDS)('important dates and reminders on %s', (backend) => {
  let api: TestApi;
  let alice: string, pro: string;
  const proUser = { sub: 'user-pro-dates', email: 'pro-dates@example.test', name: 'Pat' };

  beforeAll(async () => {
    api = await startTestApi(backend, {}, undefined, undefined, { clock });
    [alice, pro] = [api.token(USERS.alice), api.token(proUser)];
    await api.db
      .insertInto('checkout_sessions')
      .values({ id: 'cs_pro_dates', user_id: proUser.sub, status: 'paid', plan: 'pro' })
      .execute();
  });
  afterAll(() => api.close());

  const person = async (token: string, name: string) =>
    (await api.call('POST', '/people', { token, body: { name } })).body.id as string;
  const addDate = (token: string, id: string, body: object) => api.call('POST', `/people/${id}/dates`, { token, body });
  const reminders = (dateId: string) =>
    api.db
      .selectFrom('date_reminders')
      .select(['lead_days', 'next_occurrence', 'next_send_at'])
      .where('date_id', '=', dateId)
      .orderBy('lead_days')
      .execute();

  it('keeps a birthday without a year, says when it next comes, and schedules its reminder at 08:00 there', async () => {
    const id = await person(alice, 'Anna');
    const birthday = await addDate(alice, id, { kind: 'birthday', day: 15, month: 6, recurrence: 'yearly' });
    expect(birthday.status).toBe(201);
    expect(birthday.body).toMatchObject({
      kind: 'birthday',
      year: null,
      // The user's default: 1 day before.
      lead_days: [1],
      next: { occurrence: '2026-06-15', days_until: 5, turns: null },
    });
    // 08:00 in Amsterdam (summer time, UTC+2) on 14 June.
    expect(await reminders(birthday.body.id)).toEqual([
      { lead_days: 1, next_occurrence: '2026-06-15', next_send_at: new Date('2026-06-14T06:00:00Z') },
    ]);
    const second = await addDate(alice, id, { kind: 'birthday', day: 1, month: 1, recurrence: 'yearly' });
    expect(second.status).toBe(400);
    expect(second.body.details.fields.kind.code).toBe('BIRTHDAY_EXISTS');
  });

  it('refuses days that do not exist, a one-time date without its year and a custom date without a name', async () => {
    const id = await person(alice, 'Bram');
    const cases: [object, string, string][] = [
      [{ kind: 'anniversary', day: 31, month: 4, recurrence: 'yearly' }, 'day', 'DATE_INVALID'],
      [{ kind: 'anniversary', day: 29, month: 2, year: 2023, recurrence: 'yearly' }, 'day', 'DATE_INVALID'],
      [{ kind: 'custom', day: 3, month: 3, recurrence: 'once' }, 'year', 'YEAR_REQUIRED'],
      [{ kind: 'custom', day: 3, month: 3, year: 2027, recurrence: 'once' }, 'label', 'LABEL_REQUIRED'],
      [{ kind: 'name_day', day: 3, month: 3, year: 1800, recurrence: 'yearly' }, 'year', 'YEAR_OUT_OF_RANGE'],
      [{ kind: 'name_day', day: 3, month: 3, recurrence: 'yearly', lead_days: [2] }, 'lead_days', 'LEAD_DAYS_INVALID'],
      [
        { kind: 'name_day', day: 3, month: 3, recurrence: 'yearly', lead_days: [1, 1] },
        'lead_days',
        'LEAD_DAYS_INVALID',
      ],
    ];
    for (const [body, field, code] of cases) {
      const answer = await addDate(alice, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details.fields[field]?.code, JSON.stringify(answer.body)).toBe(code);
    }
    expect((await api.call('GET', `/people/${id}`, { token: alice })).body.dates).toEqual([]);
    // 29 February without a year, or in a leap year, is a real birthday.
    const leap = await addDate(alice, id, { kind: 'birthday', day: 29, month: 2, recurrence: 'yearly' });
    expect(leap.body.next).toEqual({ occurrence: '2027-02-28', days_until: 263, turns: null });
  });

  it('gives Free one reminder per date, on the day or 1 day before, and Pro any number up to 3 weeks ahead', async () => {
    const free = await person(alice, 'Cato');
    for (const lead_days of [[3], [0, 1], [21]]) {
      const answer = await addDate(alice, free, {
        kind: 'anniversary',
        day: 1,
        month: 9,
        recurrence: 'yearly',
        lead_days,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details.fields.lead_days.code).toBe('LEAD_DAYS_NOT_IN_PLAN');
    }
    const onTheDay = await addDate(alice, free, {
      kind: 'anniversary',
      day: 1,
      month: 9,
      year: 2016,
      recurrence: 'yearly',
      lead_days: [0],
    });
    expect(onTheDay.body).toMatchObject({ lead_days: [0], next: { turns: 10 } });

    const paid = await person(pro, 'Daan');
    const many = await addDate(pro, paid, {
      kind: 'custom',
      label: 'First date',
      day: 2,
      month: 7,
      recurrence: 'yearly',
      lead_days: [21, 7, 0],
    });
    expect(many.body.lead_days).toEqual([0, 7, 21]);
    expect((await reminders(many.body.id)).map((r) => [r.lead_days, r.next_send_at?.toISOString()])).toEqual([
      [0, '2026-07-02T06:00:00.000Z'],
      [7, '2026-06-25T06:00:00.000Z'],
      // Three weeks before 2 July 2026 is 11 June: tomorrow, still to come.
      [21, '2026-06-11T06:00:00.000Z'],
    ]);
  });

  it('lists people by what comes first, and the dates of the next 30 days', async () => {
    const carol = api.token({ sub: 'user-carol-dates', email: 'carol-d@example.test', name: 'Carol' });
    const later = await person(carol, 'Later');
    const soon = await person(carol, 'Soon');
    await person(carol, 'No dates');
    await addDate(carol, later, { kind: 'birthday', day: 1, month: 12, year: 1990, recurrence: 'yearly' });
    await addDate(carol, soon, { kind: 'name_day', day: 12, month: 6, recurrence: 'yearly' });
    await addDate(carol, soon, { kind: 'custom', label: 'Party', day: 10, month: 6, year: 2026, recurrence: 'once' });
    const list = await api.call('GET', '/people', { token: carol });
    expect(list.body.people.map((p: { name: string }) => p.name)).toEqual(['Soon', 'Later', 'No dates']);
    expect(list.body.people[0].next).toMatchObject({ occurrence: '2026-06-10', days_until: 0, person_name: 'Soon' });
    expect(list.body.people[1].next).toMatchObject({ occurrence: '2026-12-01', turns: 36 });
    const upcoming = await api.call('GET', '/people/upcoming?days=30', { token: carol });
    expect(upcoming.body.upcoming.map((u: { occurrence: string }) => u.occurrence)).toEqual([
      '2026-06-10',
      '2026-06-12',
    ]);
  });

  it('moves every reminder to the new 08:00 when the user’s time zone changes', async () => {
    const id = await person(alice, 'Eva');
    const date = await addDate(alice, id, { kind: 'birthday', day: 20, month: 6, recurrence: 'yearly' });
    const bad = await api.call('PUT', '/reminder-settings', { token: alice, body: { time_zone: 'Mars/Olympus' } });
    expect(bad.body.details.fields.time_zone.code).toBe('TIME_ZONE_INVALID');
    const settings = await api.call('PUT', '/reminder-settings', {
      token: alice,
      body: { time_zone: 'america/new_york', language: 'fr' },
    });
    expect(settings.body).toMatchObject({ time_zone: 'America/New_York', language: 'fr', advanced_reminders: false });
    // 08:00 in New York (UTC-4 in summer) on 19 June.
    expect((await reminders(date.body.id))[0]!.next_send_at).toEqual(new Date('2026-06-19T12:00:00Z'));
    const refused = await api.call('PUT', '/reminder-settings', { token: alice, body: { default_lead_days: [7] } });
    expect(refused.body.details.fields.default_lead_days.code).toBe('LEAD_DAYS_NOT_IN_PLAN');
  });
});
