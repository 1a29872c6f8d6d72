// Runs dependency-cruiser with the repository's rules (.dependency-cruiser.mjs) and lists what breaks them.
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export interface Cruise {
  /** How many modules the cruise reached: a wrong root or alias shows as too few. */
  modules: number;
  /** One line a violation: `rule: from → to`, or the files of the cycle for `no-cycle`. */
  violations: string[];
}

/** Cruises the given folders of baseDir, whose paths the rules see relative to baseDir. */
export async function cruiseBoundaries(baseDir: string, folders: string[]): Promise<Cruise> {
  const options = await extractDepcruiseOptions(path.join(repositoryRoot, '.dependency-cruiser.mjs'));
  const { output } = await cruise(folders, { ...options, baseDir });
  const { summary } = output as ICruiseResult;
  const violations = summary.violations.map(({ rule, from, to, cycle }) =>
    cycle
      ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(' → ')}`
      : `${rule.name}: ${from} → ${to}`,
  );
  return { modules: summary.totalCruised, violations: violations.sort() };
}
