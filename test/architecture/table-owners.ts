import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/**
 * Every table and the module that owns it (docs/architecture.md, "Tables and their owners").
 * Only the owner's files read or write a table; other modules ask the owner's index.
 * A module is a folder under src/, or under src/common/ for the foundation's stores.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // auth
  admin_user: 'auth',
  admin_session: 'auth',
  admin_refresh_token: 'auth',
  admin_invitation: 'auth',
  admin_invitation_attempt: 'auth',
  admin_login_attempt: 'auth',
  admin_two_factor: 'auth',
  admin_recovery_code: 'auth',
  admin_sign_in_challenge: 'auth',
  team_policy: 'auth',
  // content
  program: 'programs',
  program_image: 'programs',
  lecture: 'lectures',
  lecture_fee: 'lectures',
  lecture_session: 'lectures',
  notice: 'notices',
  inquiry: 'inquiries',
  site_settings: 'site',
  // families and money
  application: 'applications',
  application_fee: 'applications',
  payment: 'payments',
  ledger_entry: 'ledger',
  cash_receipt: 'cash-receipts',
  refund_request: 'refunds',
  lecture_closure: 'refunds',
  lecture_closure_item: 'refunds',
  waitlist_entry: 'waitlist',
  family_code: 'guests',
  family_code_send_attempt: 'guests',
  guest_lookup_attempt: 'guests',
  remembered_browser: 'guests',
  consent_text: 'privacy',
  consent_record: 'privacy',
  personal_data_access: 'privacy',
  privacy_request: 'privacy',
  message: 'outbox',
  message_attempt: 'outbox',
  lecture_broadcast: 'notifications',
  audit_event: 'audit',
  // counselling appointments
  counsellor: 'appointments',
  counsellor_weekly_hours: 'appointments',
  counsellor_time_off: 'appointments',
  centre_closed_day: 'appointments',
  room: 'appointments',
  appointment_type: 'appointments',
  appointment_type_counsellor: 'appointments',
  appointment: 'appointments',
  session_package: 'appointments',
  // the payment provider's local imitation
  sandbox_payment: 'sandbox',
  sandbox_idempotency: 'sandbox',
  sandbox_cash_receipt: 'sandbox',
  // the foundation's stores
  background_job: 'common/jobs',
  attempt_slot: 'common/rate-limit',
  request_counter: 'common/rate-limit',
  device_cookie_attempt: 'common/rate-limit',
  public_content_version: 'common/public-reads',
  lecture_seat_version: 'common/public-reads',
};

/** pg-boss's own schema belongs to the job queue. */
const SCHEMA_OWNERS: Readonly<Record<string, string>> = { pgboss: 'common/jobs' };

/**
 * Infrastructure, which may hold a `DataSource` outside a repository:
 * - database: the data source, migrations, the embedded engine;
 * - health: `SELECT 1`, no table;
 * - common/jobs: pg-boss and the claims of background_job (the job queue);
 * - common/rate-limit: the PostgreSQL store of the rate limiter, a store like the job queue's;
 * - common/public-reads: the content version the cache compares and the TypeORM subscriber that
 *   must register on the data source;
 * - backup, cli, seed: tools that work on the whole database (below).
 */
const DATA_SOURCE_ALLOWED = new Set([
  'database',
  'health',
  'common/jobs',
  'common/rate-limit',
  'common/public-reads',
  'backup',
  'cli',
  'seed',
]);

/**
 * Tools that work on every table by design, so they may name any: migrations (database), the
 * dump and restore of every table (backup), the command-line entry points (cli), and the demo
 * content written once into an empty database, as a migration would (seed).
 */
const ANY_TABLE_ALLOWED = new Set(['database', 'backup', 'cli', 'seed']);

export interface Finding {
  file: string;
  /** A table, or `DataSource`. */
  what: string;
  owner?: string;
}

export const describe = (finding: Finding): string =>
  finding.owner
    ? `${finding.file}: ${finding.what} (${finding.owner})`
    : `${finding.file}: ${finding.what}`;

/** `src/payments/x.ts` → payments; `src/common/jobs/x.ts` → common/jobs; `src/x.ts` → app. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts.length <= 2) return 'app';
  if (parts[1] === 'common' && parts.length > 3) return `common/${parts[2]}`;
  return parts[1];
}

const SQL_TABLE =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|USING|LOCK TABLE|TRUNCATE)\s+(?:ONLY\s+|IF EXISTS\s+|IF NOT EXISTS\s+)?"?([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?)"?/g;
/** A query builder's methods whose first argument names a table (or a relation path). */
const BUILDER_METHODS = new Set([
  'from',
  'into',
  'update',
  'innerJoin',
  'leftJoin',
  'innerJoinAndSelect',
  'leftJoinAndSelect',
  'innerJoinAndMapOne',
  'leftJoinAndMapOne',
  'innerJoinAndMapMany',
  'leftJoinAndMapMany',
  'getRepository',
]);

function tableOfName(name: string): { table: string; owner: string } | null {
  if (TABLE_OWNERS[name]) return { table: name, owner: TABLE_OWNERS[name] };
  const [schema] = name.split('.');
  if (name.includes('.') && SCHEMA_OWNERS[schema])
    return { table: name, owner: SCHEMA_OWNERS[schema] };
  return null;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Entity class → table, and relation property → the tables it may lead to. */
function entityMaps(root: string, files: string[]) {
  const classes = new Map<string, string>();
  const relationTargets = new Map<string, Set<string>>();
  const relations: { property: string; target: string }[] = [];
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      for (const decorator of ts.getDecorators(statement) ?? []) {
        const call = decorator.expression;
        if (
          ts.isCallExpression(call) &&
          ts.isIdentifier(call.expression) &&
          call.expression.text === 'Entity' &&
          call.arguments[0] &&
          ts.isStringLiteral(call.arguments[0])
        )
          classes.set(statement.name.text, call.arguments[0].text);
      }
      for (const member of statement.members) {
        if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        for (const decorator of ts.getDecorators(member) ?? []) {
          const call = decorator.expression;
          const arrow = ts.isCallExpression(call) ? call.arguments[0] : undefined;
          if (
            arrow &&
            ts.isArrowFunction(arrow) &&
            ts.isIdentifier(arrow.body) &&
            ts.isCallExpression(call) &&
            ts.isIdentifier(call.expression) &&
            /^(ManyToOne|OneToMany|OneToOne|ManyToMany)$/.test(call.expression.text)
          )
            relations.push({ property: member.name.text, target: arrow.body.text });
        }
      }
    }
  }
  for (const { property, target } of relations) {
    const table = classes.get(target);
    if (!table) continue;
    relationTargets.set(property, (relationTargets.get(property) ?? new Set()).add(table));
  }
  return { classes, relationTargets };
}

/**
 * Every place a file outside a table's owner reads or writes it, and every file that holds a
 * `DataSource` without being a repository or infrastructure. Reads the source text only (no
 * type checking): SQL in strings and templates (upper-case keywords), a query builder's table
 * names and relation paths, entity classes handed to a call (`getRepository(X)`,
 * `manager.find(X, …)`, `forFeature([X])`, `@InjectRepository(X)`), and find options'
 * `relations`.
 */
export function findViolations(root: string): Finding[] {
  const files = walk(join(root, 'src'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((file) => !file.endsWith('.spec.ts') && file !== 'src/metadata.ts')
    .sort();
  // Entities are read everywhere, for their tables and relations.
  const { classes, relationTargets } = entityMaps(root, files);
  const found = new Map<string, Finding>();
  const add = (finding: Finding) => found.set(describe(finding), finding);

  for (const file of files) {
    const module = moduleOf(file);
    // Tools that may name any table and hold a DataSource: nothing to look for.
    if (ANY_TABLE_ALLOWED.has(module)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const touch = (table: string, owner: string) => {
      if (owner !== module && !ANY_TABLE_ALLOWED.has(module)) add({ file, what: table, owner });
    };
    const touchName = (name: string) => {
      const known = tableOfName(name);
      if (known) touch(known.table, known.owner);
    };
    const touchEntity = (node: ts.Node) => {
      if (ts.isIdentifier(node) && classes.has(node.text)) {
        const table = classes.get(node.text)!;
        touch(table, TABLE_OWNERS[table]);
      }
    };
    const touchRelation = (property: string) => {
      for (const table of relationTargets.get(property) ?? []) touch(table, TABLE_OWNERS[table]);
    };
    const sql = (literal: string) => {
      for (const match of literal.matchAll(SQL_TABLE)) touchName(match[1]);
    };
    const entityArgument = (argument: ts.Expression) => {
      touchEntity(argument);
      if (ts.isArrayLiteralExpression(argument)) argument.elements.forEach(touchEntity);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const from = (node.moduleSpecifier as ts.StringLiteral).text;
        const names = node.importClause?.namedBindings;
        if (
          (from === 'typeorm' || from === '@nestjs/typeorm') &&
          names &&
          ts.isNamedImports(names) &&
          names.elements.some((e) => /^(DataSource|InjectDataSource)$/.test(e.name.text)) &&
          !file.endsWith('.repository.ts') &&
          !DATA_SOURCE_ALLOWED.has(module)
        )
          add({ file, what: 'DataSource' });
        return;
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) sql(node.text);
      else if (ts.isTemplateExpression(node))
        sql([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
      if (ts.isCallExpression(node)) {
        node.arguments.forEach(entityArgument);
        const callee = node.expression;
        const method = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        const first = node.arguments[0];
        if (BUILDER_METHODS.has(method) && first && ts.isStringLiteralLike(first)) {
          const path = /^\w+\.(\w+)$/.exec(first.text);
          if (path) touchRelation(path[1]);
          else touchName(first.text);
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'relations'
      ) {
        const value = node.initializer;
        if (ts.isObjectLiteralExpression(value))
          value.properties.forEach(
            (p) => p.name && ts.isIdentifier(p.name) && touchRelation(p.name.text),
          );
        if (ts.isArrayLiteralExpression(value))
          value.elements.forEach((e) => ts.isStringLiteralLike(e) && touchRelation(e.text));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()];
}

/** Tables the migrations create (their `up`s; a `down` drops what its `up` made). */
export function migratedTables(root: string): string[] {
  const dir = join(root, 'src/database/migrations');
  const tables = new Set<string>();
  for (const name of readdirSync(dir)) {
    const text = readFileSync(join(dir, name), 'utf8');
    for (const match of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)"?/g))
      tables.add(match[1]);
  }
  return [...tables].sort();
}
