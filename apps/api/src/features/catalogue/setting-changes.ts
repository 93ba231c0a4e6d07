import { type Db, settingChanges } from '@seva/db';
import { newId } from '../../lib/ids.ts';

/** One row of the Settings trail (who, when, old, new); never edited or deleted. */
export function recordSettingChange(
  tx: Pick<Db, 'insert'>,
  change: { setting: string; oldValue: string; newValue: string; by: string; at: Date },
): void {
  tx.insert(settingChanges)
    .values({
      id: newId(),
      setting: change.setting,
      oldValue: change.oldValue,
      newValue: change.newValue,
      changedBy: change.by,
      changedAt: change.at,
    })
    .run();
}
