// The static import graph of the project's source, for the architecture checks: value imports only (type-only
// imports vanish at runtime, and a dynamic import() loads lazily, so neither can create an initialisation cycle).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceRoot {
  /** Directory whose .ts/.tsx files (tests excluded) are graph nodes. */
  directory: string;
  /** Import prefix aliased to a directory, as in the package's tsconfig paths (e.g. '~/' → apps/web/app). */
  aliases?: Record<string, string>;
}

const extensions = ['.ts', '.tsx'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(full);
    const isSource = extensions.some((extension) => entry.endsWith(extension)) && !entry.endsWith('.d.ts');
    return isSource && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

function resolveFile(base: string): string | undefined {
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...extensions.map((extension) => withoutJs + extension),
    ...extensions.map((extension) => path.join(withoutJs, 'index' + extension)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)
          : false);
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Edges from each source file to the source files it imports for their values, within the given roots. */
export function importGraph(roots: SourceRoot[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const root of roots) {
    for (const file of sourceFiles(root.directory)) {
      const targets = valueImports(file).flatMap((specifier) => {
        let base: string | undefined;
        if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
        for (const [prefix, directory] of Object.entries(root.aliases ?? {})) {
          if (specifier.startsWith(prefix)) base = path.join(directory, specifier.slice(prefix.length));
        }
        const resolved = base && resolveFile(base);
        return resolved ? [resolved] : [];
      });
      graph.set(file, targets);
    }
  }
  return graph;
}

/** Every strongly connected component with more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
