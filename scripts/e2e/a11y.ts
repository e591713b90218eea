import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// @axe-core/playwright needs Node 22; axe-core itself is run in the page instead, through the
// debugger's evaluate (a <script> tag would be refused by the sites' Content-Security-Policy).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** WCAG 2.1 A and AA rules; only serious and critical findings fail a test. */
export async function expectNoSeriousA11yViolations(page: Page, { exclude = [] as string[] } = {}): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(
      { exclude: excluded.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] },
    );
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, exclude);
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
