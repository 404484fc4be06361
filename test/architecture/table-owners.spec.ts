import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWN_VIOLATIONS } from './known-table-violations';
import { describe as line, findViolations, migratedTables, TABLE_OWNERS } from './table-owners';

/**
 * One owner per table (docs/architecture.md, "Tables and their owners"): only the owner's files
 * read or write a table, and only repositories (`*.repository.ts`) and the named infrastructure
 * hold a DataSource. Today's exceptions are listed in known-table-violations.ts, a list that may
 * only shrink. Reads the source text, no database: a few seconds.
 */
const root = join(__dirname, '..', '..');

describe('every table has one owner', () => {
  const found = findViolations(root).map(line).sort();

  it('adds no new file that holds a DataSource or touches another module’s table', () => {
    const known = new Set(KNOWN_VIOLATIONS);
    const added = found.filter((finding) => !known.has(finding));
    if (added.length)
      throw new Error(
        `Not the owner (file: table (owner)), or a DataSource outside a repository:\n  ${added.join('\n  ')}\n` +
          `Ask the owner's index (a repository method or a read model) instead.`,
      );
  });

  it('lists no exception that is gone (delete its line from known-table-violations.ts)', () => {
    const now = new Set(found);
    const gone = KNOWN_VIOLATIONS.filter((entry) => !now.has(entry));
    if (gone.length)
      throw new Error(
        `Fixed, so delete from test/architecture/known-table-violations.ts:\n  ${gone.join('\n  ')}`,
      );
  });

  it('knows the owner of every table the migrations create', () => {
    const tables = migratedTables(root);
    expect(tables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('puts each entity in the folder of its table’s owner', () => {
    const entities = readFileSync(join(root, 'src/entities.ts'), 'utf8');
    const misplaced: string[] = [];
    for (const [, path] of entities.matchAll(/from '\.\/([^']+\.entity)'/g)) {
      const text = readFileSync(join(root, 'src', `${path}.ts`), 'utf8');
      for (const [, table] of text.matchAll(/@Entity\('([a-z_]+)'\)/g))
        if (!path.startsWith(`${TABLE_OWNERS[table]}/`)) misplaced.push(`${path}: ${table}`);
    }
    expect(misplaced).toEqual([]);
  });

  it('writes the same owners in docs/architecture.md', () => {
    const docs = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const section = docs.split('## Tables and their owners')[1]?.split('\n## ')[0] ?? '';
    const documented: Record<string, string> = {};
    for (const [, owner, tables] of section.matchAll(/^\| `([a-z/-]+)` +\| ([^|]+)\|/gm))
      for (const [, table] of tables.matchAll(/`([a-z_.*]+)`/g)) documented[table] = owner;
    const expected = { ...TABLE_OWNERS, 'pgboss.*': 'common/jobs' };
    expect(documented).toEqual(expected);
  });
});
