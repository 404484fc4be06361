import type { EntityManager } from 'typeorm';

/** Deletes the application's 폐강 outcomes (the retention, once their years are over). */
export async function deleteClosureItemsOf(
  manager: EntityManager,
  applicationId: number,
): Promise<void> {
  await manager.query(`DELETE FROM lecture_closure_item WHERE application_id = $1`, [
    applicationId,
  ]);
}
