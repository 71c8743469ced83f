#!/usr/bin/env node
// Module boundaries, checked on every `npm run lint` (docs/architecture.md, decision 345). It reads
// code with the TypeScript compiler, not text: comments and strings cannot hide or fake anything.
// - server: code outside apps/server/src/modules/<m>/ (the benchmarks in bench/ too) imports that
//   module only through its index.ts (`../matches`, never `../matches/match-economy`);
// - server: no cycle between the server's parts. A part is a module folder, or one file of the
//   shared folders (plugins/, realtime/, scheduler/, lib/…). Its arrows: what it imports (in every
//   form: `import '../x'`, types, `export … from`, `import()`, `require()`, `typeof import()`), the
//   `dependencies` its fastify-plugin declares, and the decorators of another part it uses, found
//   by type (`app.matches`, `app['matches']`, `const { matches } = app`, `request.server.matches`,
//   `hasDecorator('push')`); a module using another module's decorator names it in `dependencies`;
// - server: every table has one owner (apps/server/src/db/schema/owners.ts); a write to it
//   (`.insert/.update/.delete(table)`, the table found by its symbol through any alias or
//   namespace, or raw SQL naming it) from another part is an error unless it is one of the known
//   exceptions listed there, and a listed exception that no longer happens must be removed;
// - web: layers. Only `app/` composes features; a feature in apps/web/src/features/<f>/ never
//   imports another feature; an entity in apps/web/src/entities/<e>/ (what several features share)
//   imports no feature; the shared folders (components/, lib/, i18n/…) import neither.
// Tests are left out: a suite may reach into what it tests, and shared test helpers live beside it.
// Prints every problem and exits 1 if there is one. `node scripts/check-boundaries.mjs [root]`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

// Required, not imported: Node's ESM loader would scan TypeScript's 9 MB for its exports first (~1 s).
const ts = createRequire(import.meta.url)('typescript')

const SOURCE = /\.(ts|tsx|mts|mjs)$/
const TEST = /(\.test\.(ts|tsx|mjs)$|\.test-helpers\.ts$|\/test\/|\/testing\/|\/fuzz\/)/
const SERVER = 'apps/server/src'
const MODULES = `${SERVER}/modules`
const SCHEMA = `${SERVER}/db/schema`
const OWNERS = `${SCHEMA}/owners.ts`
const WEB = 'apps/web/src'
const FEATURES = `${WEB}/features`
const ENTITIES = `${WEB}/entities`
/** Composition roots: they import every part and declare what all parts share (app.db, app.clock…). */
const SERVER_ROOTS = new Set(['app', 'server'])
/** The interfaces a Fastify decorator is declared on (`declare module 'fastify' { interface … }`). */
const DECORATED = new Set(['FastifyInstance', 'FastifyRequest', 'FastifyReply'])
/** Instance methods that name a decorator by string: `app.hasDecorator('push')`. */
const BY_NAME = new Set(['hasDecorator', 'getDecorator'])
/** Receivers taken for the Fastify instance when their type is unknown (the convention is `app`). */
const INSTANCE_NAMES = new Set(['app', 'fastify', 'instance', 'server'])
/** Where `fastify` and `fastify-plugin` are resolved from: this repository, also for fixture trees. */
const OWN_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** SQL that writes a table; `truncate a, b` names the first only, enough for a check. */
const SQL_VERB = /\b(insert|update|delete|truncate)\b/i
const SQL_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi

const posix = (path) => path.split(sep).join('/')

function walk(dir) {
  if (!existsSync(dir)) return []
  const out = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...walk(path))
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

const sources = (root, dir) => walk(join(root, dir)).filter((file) => !TEST.test(posix(relative(root, file))))

/** The first folder of `path` below `dir`, or undefined when `path` is not below it. */
function unitOf(dir, path) {
  const rel = relative(dir, path)
  if (rel.startsWith('..') || rel === '') return undefined
  return rel.split(sep)[0]
}

/** Doc comments are not read: nothing here needs them, and they are a fifth of the parsing. */
const PARSE = { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }

const kindOf = (file) =>
  /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS

/** One file's syntax tree, with parents (no types: enough for imports). */
const parse = (file, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, PARSE, false, kindOf(file))

const isString = (node) =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))

/**
 * Every module a file names, in every form: `import … from`, `import '…'` (bare), `import type`,
 * `export … from`, `import x = require('…')`, `import('…')`, `require('…')`, `typeof import('…')`.
 */
export function specifiersOf(sourceFile) {
  const out = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && isString(node.moduleSpecifier)) {
      out.push(node.moduleSpecifier.text)
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      isString(node.moduleReference.expression)
    ) {
      out.push(node.moduleReference.expression.text)
    } else if (ts.isCallExpression(node) && isString(node.arguments[0])) {
      const callee = node.expression
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require'
      if (isImport || isRequire) out.push(node.arguments[0].text)
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      isString(node.argument.literal)
    ) {
      out.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return out
}

/** The file a relative specifier names (`../x`, `../x.ts`, `../x.js`, `../x/index.ts`), or its path. */
function resolveRelative(file, specifier) {
  const target = resolve(dirname(file), specifier)
  const bare = target.replace(/\.(m?js)$/, '')
  const candidates = [
    target,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}.mts`,
    join(target, 'index.ts'),
    join(target, 'index.tsx'),
  ]
  return { target, resolved: candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? target }
}

/** Relative specifiers of a file's imports, with the file they resolve to (when it exists). */
function importsOf(file, sourceFile) {
  return specifiersOf(sourceFile)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, ...resolveRelative(file, specifier) }))
}

/** Server files import a module only through its index; bench/ too. */
function checkServerIndexes(root, parsed, problems) {
  const modulesDir = join(root, MODULES)
  for (const file of [...sources(root, SERVER), ...sources(root, 'bench')]) {
    const from = unitOf(modulesDir, file)
    for (const { specifier, target } of importsOf(file, parsed(file))) {
      const to = unitOf(modulesDir, target)
      if (to === undefined || to === from) continue
      const inside = relative(join(modulesDir, to), target).replace(/\.(ts|tsx|js)$/, '')
      if (inside === '' || inside === 'index') continue
      problems.push(
        `${posix(relative(root, file))}: imports '${specifier}' (server module ${to}: use its index.ts)`,
      )
    }
  }
}

/**
 * The web's layers, top to bottom: `app/` composes features; a feature (`features/<f>/`) uses
 * entities and the shared folders but never another feature; an entity (`entities/<e>/`: what
 * several features share, such as a profile's actions or the wallet) uses other entities and the
 * shared folders but no feature; the shared folders (`lib/`, `components/`, `i18n/`, `config/`…)
 * use neither.
 */
function checkWebLayers(root, parsed, problems) {
  const webDir = join(root, WEB)
  const featuresDir = join(root, FEATURES)
  const entitiesDir = join(root, ENTITIES)
  for (const file of sources(root, WEB)) {
    const from = unitOf(featuresDir, file)
    const top = unitOf(webDir, file)
    if (top === 'app') continue
    const fromEntity = unitOf(entitiesDir, file)
    const who =
      from !== undefined ? `feature ${from}` : fromEntity !== undefined ? `entity ${fromEntity}` : `${top}/`
    for (const { specifier, target } of importsOf(file, parsed(file))) {
      const to = unitOf(featuresDir, target)
      const toEntity = unitOf(entitiesDir, target)
      const rel = posix(relative(root, file))
      if (to !== undefined && to !== from) {
        const rule = from !== undefined ? '' : ' (only app/ imports features)'
        problems.push(`${rel}: imports '${specifier}' (${who}${rule} → feature ${to})`)
      } else if (toEntity !== undefined && from === undefined && fromEntity === undefined) {
        problems.push(
          `${rel}: imports '${specifier}' (${who} (only app/, features and entities import entities) → entity ${toEntity})`,
        )
      }
    }
  }
}

/** The server part a file belongs to: `modules/<m>`, or the file's own path without extension. */
function partOf(root, file) {
  const module = unitOf(join(root, MODULES), file)
  if (module !== undefined) return `modules/${module}`
  return posix(relative(join(root, SERVER), file)).replace(/\.(ts|tsx|mts)$/, '')
}

/** The members of `declare module 'fastify' { interface FastifyInstance {…} }` (and Request, Reply). */
function decoratorDeclarations(sourceFile) {
  const out = []
  for (const statement of sourceFile.statements) {
    if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) continue
    if (statement.name.text !== 'fastify' || !statement.body || !ts.isModuleBlock(statement.body)) continue
    for (const declaration of statement.body.statements) {
      if (!ts.isInterfaceDeclaration(declaration) || !DECORATED.has(declaration.name.text)) continue
      for (const member of declaration.members) {
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
          out.push({ name: member.name.text, on: declaration.name.text, member })
      }
    }
  }
  return out
}

/** Names a file adds to FastifyInstance (`declare module 'fastify' { interface FastifyInstance {…} }`). */
export function declaredDecorators(text) {
  const names = decoratorDeclarations(parse('declared.ts', text))
    .filter((d) => d.on === 'FastifyInstance')
    .map((d) => d.name)
  return [...new Set(names)]
}

/** What a fastify-plugin says of itself: `fp(fn, { name: 'x', dependencies: ['a', 'b'] })`. */
export function pluginMeta(sourceFile) {
  let meta = { name: undefined, dependencies: [] }
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fp') {
      const options = node.arguments[1]
      if (options && ts.isObjectLiteralExpression(options)) {
        const property = (key) =>
          options.properties.find(
            (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
          )?.initializer
        const name = property('name')
        const list = property('dependencies')
        meta = {
          name: isString(name) ? name.text : undefined,
          dependencies:
            list && ts.isArrayLiteralExpression(list)
              ? list.elements.filter(isString).map((e) => e.text)
              : [],
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return meta
}

/**
 * The few global types the checker asks for, instead of the standard library (its 25 files cost
 * a second and answer nothing this check asks).
 */
const GLOBALS_FILE = '/__boundaries__/globals.d.ts'
const GLOBALS = `
interface Array<T> { length: number; [n: number]: T }
interface ReadonlyArray<T> { length: number; readonly [n: number]: T }
interface Boolean {}
interface Function {}
interface CallableFunction extends Function {}
interface NewableFunction extends Function {}
interface IArguments {}
interface Number {}
interface Object {}
interface RegExp {}
interface String {}
interface Symbol {}
interface Promise<T> {}
interface PromiseLike<T> {}
interface TemplateStringsArray extends ReadonlyArray<string> {}
type Record<K extends keyof any, T> = { [P in K]: T }
type Partial<T> = { [P in keyof T]?: T[P] }
type Pick<T, K extends keyof T> = { [P in K]: T[P] }
type Omit<T, K extends keyof any> = Pick<T, Exclude<keyof T, K>>
type Exclude<T, U> = T extends U ? never : T
`

/** Files from outside the checked tree (fastify's declarations, the globals); parsed once per process. */
const libraryFiles = new Map()

/**
 * The server as a TypeScript program, kept small (decision 345: seconds, not the minute and a
 * half of the server's full tsconfig):
 * its own files (imports between them resolved); the declarations of `fastify` and
 * `fastify-plugin`, which say where the instance is (a plugin's parameter, `request.server`, a
 * hook's `this`), without the packages they import; a few global types instead of the standard
 * library; every other package unresolved, its values `any`. Enough to tell which expressions are
 * the Fastify instance, and which declaration a table argument is.
 */
function serverProgram(root, files) {
  const options = {
    noEmit: true,
    noLib: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    skipLibCheck: true,
    types: [],
  }
  // The binder sets the parents; doc comments are skipped as in `parse`.
  const host = ts.createCompilerHost(options)
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseNone
  const readSourceFile = host.getSourceFile
  host.getSourceFile = (fileName, language, onError) => {
    if (fileName.startsWith(root + sep) && !fileName.includes(`${sep}node_modules${sep}`))
      return readSourceFile(fileName, language, onError)
    if (!libraryFiles.has(fileName)) {
      const file =
        fileName === GLOBALS_FILE
          ? ts.createSourceFile(fileName, GLOBALS, language)
          : readSourceFile(fileName, language, onError)
      libraryFiles.set(fileName, file)
    }
    return libraryFiles.get(fileName)
  }
  const anchor = join(OWN_ROOT, SERVER, 'app.ts')
  host.resolveModuleNames = (names, containingFile) =>
    names.map((name) => {
      if (name.startsWith('.'))
        return ts.resolveModuleName(name, containingFile, options, ts.sys).resolvedModule
      if (name === 'fastify' || name === 'fastify-plugin')
        return ts.resolveModuleName(name, anchor, options, ts.sys).resolvedModule
      return undefined
    })
  return ts.createProgram({ rootNames: [...files, GLOBALS_FILE], options, host })
}

/** The SQL name of a Drizzle table declaration: `export const x = pgTable('sql_name', …)`. */
function tableDeclarations(sourceFile) {
  const out = []
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(declaration.name)) continue
      const callee = init.expression
      if (ts.isIdentifier(callee) && /Table$/.test(callee.text) && isString(init.arguments[0]))
        out.push({ name: declaration.name.text, sql: init.arguments[0].text, declaration })
    }
  }
  return out
}

/** The owner map and the known exceptions of `db/schema/owners.ts`, read as data. */
export function readOwners(sourceFile) {
  const owners = new Map()
  const exceptions = []
  const unwrap = (node) => {
    while (
      node &&
      (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    )
      node = node.expression
    return node
  }
  const key = (p) => (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined)
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const value = unwrap(declaration.initializer)
      const name = ts.isIdentifier(declaration.name) ? declaration.name.text : undefined
      if (name === 'TABLE_OWNERS' && value && ts.isObjectLiteralExpression(value)) {
        for (const p of value.properties)
          if (ts.isPropertyAssignment(p) && isString(p.initializer)) owners.set(key(p), p.initializer.text)
      }
      if (name === 'WRITES_OUTSIDE_OWNER' && value && ts.isArrayLiteralExpression(value)) {
        for (const element of value.elements) {
          const object = unwrap(element)
          if (!ts.isObjectLiteralExpression(object)) continue
          const entry = {}
          for (const p of object.properties)
            if (ts.isPropertyAssignment(p) && isString(p.initializer)) entry[key(p)] = p.initializer.text
          exceptions.push(entry)
        }
      }
    }
  }
  return { owners, exceptions }
}

/** Decorator uses, table writes and the arrows between the server's parts, each with its reason. */
export function serverGraph(root, problems, program, parsed) {
  const files = sources(root, SERVER)
  const checker = program.getTypeChecker()
  const ours = files.map((file) => program.getSourceFile(file)).filter(Boolean)

  const edges = new Map()
  const addEdge = (from, to, why) => {
    if (from === to || SERVER_ROOTS.has(to) || SERVER_ROOTS.has(from)) return
    if (!edges.has(from)) edges.set(from, new Map())
    const out = edges.get(from)
    if (!out.has(to)) out.set(to, why)
  }

  // Who declares each decorator and each table, and each module's plugin name and dependencies.
  const decoratorOwner = new Map()
  const instanceDecorators = new Map()
  const tables = new Map()
  const byPluginName = new Map()
  const declaredDeps = new Map()
  for (const sourceFile of ours) {
    const part = partOf(root, sourceFile.fileName)
    for (const { name, on, member } of decoratorDeclarations(sourceFile)) {
      decoratorOwner.set(member, part)
      if (on === 'FastifyInstance') instanceDecorators.set(name, part)
    }
    if (posix(relative(root, sourceFile.fileName)).startsWith(`${SCHEMA}/`))
      for (const table of tableDeclarations(sourceFile)) tables.set(table.declaration, table)
    const isModuleIndex =
      part.startsWith('modules/') &&
      posix(relative(join(root, SERVER, part), sourceFile.fileName)) === 'index.ts'
    if (isModuleIndex) {
      const meta = pluginMeta(sourceFile)
      if (meta.name) byPluginName.set(meta.name, part)
      declaredDeps.set(part, meta.dependencies)
    }
  }
  // The root's decorators (app.db, app.clock…) belong to all: their uses are not looked up.
  const decoratorNames = new Set(
    [...decoratorOwner].filter(([, part]) => !SERVER_ROOTS.has(part)).map(([member]) => member.name.text),
  )
  const pluginNameOf = (part) => [...byPluginName].find(([, p]) => p === part)?.[0]

  /** The part declaring decorator `name` on the type of `receiver`, when `receiver` is decorated. */
  const decoratorOf = (receiver, name) => {
    const type = checker.getTypeAtLocation(receiver)
    for (const each of type.isUnion() ? type.types : [type]) {
      const declarations = checker.getPropertyOfType(each, name)?.declarations ?? []
      const owner = declarations.map((d) => decoratorOwner.get(d)).find(Boolean)
      if (owner) return owner
    }
    const unknown = type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)
    if (unknown && ts.isIdentifier(receiver) && INSTANCE_NAMES.has(receiver.text))
      return instanceDecorators.get(name)
    return undefined
  }

  /** The table a write's argument is, through imports, namespaces (`schema.x`), aliases and `as`. */
  const tableOf = (node, depth = 0) => {
    while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      node = node.expression
    if (depth > 5 || !(ts.isIdentifier(node) || ts.isPropertyAccessExpression(node))) return undefined
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node)
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    for (const declaration of symbol?.declarations ?? []) {
      if (tables.has(declaration)) return tables.get(declaration)
      if (
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        ts.isIdentifier(declaration.name)
      )
        return tableOf(declaration.initializer, depth + 1)
    }
    return undefined
  }
  const tablesBySql = new Map([...tables.values()].map((t) => [t.sql, t]))

  /** SQL text, with `${table}` placeholders replaced by the table's SQL name. */
  const sqlText = (node) => {
    if (isString(node)) return node.text
    let text = node.head.text
    for (const span of node.templateSpans)
      text += ` ${tableOf(span.expression)?.sql ?? '?'} ${span.literal.text}`
    return text
  }

  const writes = []
  for (const sourceFile of ours) {
    const file = sourceFile.fileName
    const part = partOf(root, file)
    const shown = posix(relative(root, file))
    for (const { specifier, resolved } of importsOf(file, parsed(file))) {
      if (!resolved.startsWith(join(root, SERVER))) continue
      addEdge(part, partOf(root, resolved), `${shown} imports '${specifier}'`)
    }
    const used = (name, owner) => {
      if (owner === undefined || owner === part || SERVER_ROOTS.has(owner)) return
      addEdge(part, owner, `${shown} uses app.${name}`)
      const ownerName = pluginNameOf(owner)
      if (part.startsWith('modules/') && ownerName && !(declaredDeps.get(part) ?? []).includes(ownerName)) {
        problems.push(`${shown}: uses app.${name} of ${owner} without '${ownerName}' in its dependencies`)
      }
    }
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node) && decoratorNames.has(node.name.text)) {
        used(node.name.text, decoratorOf(node.expression, node.name.text))
      } else if (ts.isElementAccessExpression(node) && isString(node.argumentExpression)) {
        const name = node.argumentExpression.text
        if (decoratorNames.has(name)) used(name, decoratorOf(node.expression, name))
      } else if (ts.isObjectBindingPattern(node)) {
        for (const element of node.elements) {
          const key = element.propertyName ?? element.name
          const name = ts.isIdentifier(key) || isString(key) ? key.text : undefined
          if (name === undefined || !decoratorNames.has(name)) continue
          const type = checker.getTypeAtLocation(node)
          const declarations = checker.getPropertyOfType(type, name)?.declarations ?? []
          used(name, declarations.map((d) => decoratorOwner.get(d)).find(Boolean))
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined
        if (BY_NAME.has(method) && isString(node.arguments[0])) {
          used(node.arguments[0].text, instanceDecorators.get(node.arguments[0].text))
        }
        if (
          (method === 'insert' || method === 'update' || method === 'delete') &&
          node.arguments.length === 1
        ) {
          const table = tableOf(node.arguments[0])
          if (table) writes.push({ part, file: shown, table: table.name, how: `.${method}(${table.name})` })
        }
      }
      if ((isString(node) || ts.isTemplateExpression(node)) && SQL_VERB.test(node.getText(sourceFile))) {
        for (const match of sqlText(node).matchAll(SQL_WRITE)) {
          const table = tablesBySql.get(match[1].toLowerCase())
          if (table) writes.push({ part, file: shown, table: table.name, how: `SQL '${match[0]}'` })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(sourceFile)
  }
  for (const [part, deps] of declaredDeps) {
    for (const dep of deps) {
      const to = byPluginName.get(dep)
      if (to) addEdge(part, to, `${part}/index.ts declares the dependency '${dep}'`)
      else problems.push(`${part}/index.ts: declares the dependency '${dep}', which no module is named`)
    }
  }
  return { edges, writes, tables: [...tables.values()] }
}

/** Strongly connected parts (Tarjan); every group of two or more is a cycle. */
export function cyclesOf(edges) {
  let index = 0
  const state = new Map()
  const stack = []
  const groups = []
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true })
    index++
    stack.push(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!state.has(w)) {
        visit(w)
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low)
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index)
    }
    if (state.get(v).low === state.get(v).index) {
      const group = []
      let w
      do {
        w = stack.pop()
        state.get(w).onStack = false
        group.push(w)
      } while (w !== v)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const v of edges.keys()) if (!state.has(v)) visit(v)
  return groups
}

function checkServerCycles(edges, problems) {
  for (const group of cyclesOf(edges)) {
    const inside = new Set(group)
    const arrows = []
    for (const from of group) {
      for (const [to, why] of edges.get(from) ?? [])
        if (inside.has(to)) arrows.push(`  ${from} → ${to}: ${why}`)
    }
    problems.push(`server parts in a cycle: ${group.join(', ')}\n${arrows.join('\n')}`)
  }
}

/**
 * Writes to a table from outside its owner (db/schema/owners.ts). A known exception names the
 * writer (a part, `modules/tokens`, or one file, `modules/tokens/tokens.service.ts`) and the table.
 * The list can only shrink: a write that no entry covers fails, and so does an entry nothing needs.
 */
function checkTableOwners(root, parsed, { writes, tables }, problems) {
  const ownersFile = join(root, OWNERS)
  if (!existsSync(ownersFile)) {
    if (tables.length > 0) problems.push(`${OWNERS}: missing (every table names its owning module there)`)
    return
  }
  const { owners, exceptions } = readOwners(parsed(ownersFile))
  for (const table of tables)
    if (!owners.has(table.name))
      problems.push(`${OWNERS}: the table ${table.name} (${table.sql}) has no owner`)
  const needed = new Set()
  const reported = new Set()
  for (const { part, file, table, how } of writes) {
    const owner = owners.get(table)
    if (owner === undefined || owner === part) continue
    const rel = file.slice(SERVER.length + 1)
    const entry = exceptions.find((e) => e.table === table && (e.writer === part || e.writer === rel))
    if (entry) {
      needed.add(entry)
      continue
    }
    const key = `${file} ${table}`
    if (reported.has(key)) continue
    reported.add(key)
    problems.push(`${file}: writes the ${table} table (${how}), which ${owner} owns (call its index.ts)`)
  }
  for (const entry of exceptions) {
    if (!needed.has(entry))
      problems.push(
        `${OWNERS}: the exception ${entry.writer} → ${entry.table} no longer happens: remove it from WRITES_OUTSIDE_OWNER`,
      )
  }
}

/** The arrows between the server's parts of the repository at `root`, each with its reason. */
export function serverArrows(root) {
  return serverGraph(root, [], serverProgram(root, sources(root, SERVER)), (file) => parse(file)).edges
}

/**
 * One way to word a text (decision 390): screens word through `t()`, the server through
 * englishTranslator() or an account's translator, and the domain names its texts by catalogue key.
 * The old MESSAGES table, its global language switch and the labels' getter are gone; no file may
 * bring them back.
 */
const RETIRED_WORDING = new Set(['MESSAGES', 'setMessagesLanguage', 'messagesIntlTag', 'labelsOf'])

export function checkRetiredWording(root, problems) {
  const files = ['apps/server/src', 'apps/web/src', 'packages/domain/src'].flatMap((dir) =>
    walk(join(root, dir)),
  )
  for (const file of files) {
    const rel = posix(relative(root, file))
    const text = readFileSync(file, 'utf8')
    if (![...RETIRED_WORDING].some((name) => text.includes(name))) continue
    const used = new Set()
    const visit = (node) => {
      if (ts.isIdentifier(node) && RETIRED_WORDING.has(node.text)) used.add(node.text)
      ts.forEachChild(node, visit)
    }
    visit(parse(file, text))
    for (const name of used)
      problems.push(
        `${rel}: uses ${name}; word texts with t() (web) or englishTranslator() (server) (decision 390)`,
      )
  }
}

/** Every problem of the repository at `root`. */
export function checkBoundaries(root) {
  const problems = []
  const program = serverProgram(root, sources(root, SERVER))
  const trees = new Map()
  const parsed = (file) => {
    if (!trees.has(file)) trees.set(file, program.getSourceFile(file) ?? parse(file))
    return trees.get(file)
  }
  checkServerIndexes(root, parsed, problems)
  const graph = serverGraph(root, problems, program, parsed)
  checkServerCycles(graph.edges, problems)
  checkTableOwners(root, parsed, graph, problems)
  checkWebLayers(root, parsed, problems)
  checkRetiredWording(root, problems)
  return [...new Set(problems)]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? OWN_ROOT)
  const started = performance.now()
  const problems = checkBoundaries(root)
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`
  if (problems.length > 0) {
    console.error(`Module boundaries crossed (docs/architecture.md):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(
    `Module boundaries hold: server modules through their index, no cycle, tables written by their owners, web layers (features → entities → lib), texts worded one way (${took}).`,
  )
}
