import { IsNull, type EntityManager } from 'typeorm';
import { Program } from './program.entity';

/** The titles of the programs the site shows (not archived), by id: for other modules' forms. */
export async function liveProgramTitles(manager: EntityManager): Promise<Map<number, string>> {
  const rows = await manager.find(Program, {
    select: { id: true, title: true },
    where: { archived_at: IsNull() },
    order: { display_order: 'ASC', id: 'ASC' },
  });
  return new Map(rows.map((row) => [row.id, row.title]));
}
