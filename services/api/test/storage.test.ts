import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

describe('embedded storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koester-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates and migrates its folder on first start, and keeps the data across restarts', async () => {
    const dataDir = path.join(root, 'nested/api');
    const first = await openDatabase({ dataDir });
    expect(await migrate(first.db)).toEqual([
      '001_initial.sql',
      '002_feedback_vote_counts.sql',
      '003_vote_function.sql',
      '004_feedback_search_index.sql',
      '005_reservation_privacy_and_session_revocations.sql',
      '006_reserver_is_admin.sql',
      '007_feedback_list_at_scale.sql',
      '008_comment_count_increments.sql',
      '009_people_and_reminders.sql',
      '010_feedback_loop.sql',
      '011_comment_digest_marks.sql',
      '012_comment_author_hidden_when_written.sql',
    ]);
    await first.db.insertInto('profiles').values({ user_id: 'u1', name: 'Kept', email: 'kept@example.test' }).execute();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second.db)).toEqual([]);
    expect(
      await second.db.selectFrom('profiles').select('name').where('user_id', '=', 'u1').executeTakeFirst(),
    ).toEqual({
      name: 'Kept',
    });
    await second.close();
  }, 120_000); // databases on disk start slowly on a busy two-core machine
});
