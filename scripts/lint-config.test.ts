import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint holds the shape decision 047 describes: no import cycle anywhere, and config's rooms
 * importing one way (rules <- contracts <- words <- platform). Small files are written into the
 * repository (the rules match by path, and no-cycle follows imports on disk) and linted with the
 * repository's own eslint.config.js, then removed.
 */
const root = path.resolve(__dirname, '..');
const id = `lint-fixture-${process.pid}-${Date.now()}`;
const dirs = {
  cycle: path.join(root, 'scripts', id),
  rules: path.join(root, 'config', 'src', 'rules', id),
  contracts: path.join(root, 'config', 'src', 'contracts', id),
  words: path.join(root, 'config', 'src', 'words', id),
  platform: path.join(root, 'config', 'src', 'platform', id),
};

function write(dir: string, name: string, text: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The rule ids ESLint reported for each file (a syntax error would show as a null rule id). */
const reported = new Map<string, (string | null)[]>();
const findings = (file: string) => reported.get(file);

// One ESLint run over every fixture: loading the configuration takes seconds on a busy machine.
beforeAll(async () => {
  write(dirs.cycle, 'a.ts', "import { b } from './b';\nexport const a = (): number => b + 1;\n");
  write(dirs.cycle, 'b.ts', "import { a } from './a';\nexport const b = 1;\nexport const c = (): number => a();\n");
  write(dirs.cycle, 'c.ts', "import { b } from './b';\nexport const c = b;\n");
  write(dirs.rules, 'backwards.ts', "import { messages } from '../../words/messages';\nexport const said = messages.forbidden;\n");
  write(dirs.contracts, 'backwards.ts', "import { firstIssue } from '../../words/first-issue';\nexport const render = firstIssue;\n");
  write(dirs.words, 'backwards.ts', "import { cmsEnv } from '../../platform/env';\nexport const env = cmsEnv;\n");
  write(
    dirs.words,
    'forward.ts',
    "import { addDays } from '../../rules/clock';\nimport { refusals } from '../../contracts/refusals';\nexport const next = addDays('2030-01-01', 1) + refusals.name_required;\n",
  );
  write(dirs.platform, 'forward.ts', "import { messages } from '../../words/messages';\nexport const said = messages.forbidden;\n");
  // The repository's lint ignores these folders (a lint run beside this test must not meet them).
  const results = await new ESLint({ cwd: root, ignore: false }).lintFiles(Object.values(dirs));
  for (const result of results)
    reported.set(
      result.filePath,
      result.messages.map((m) => m.ruleId),
    );
}, 120_000);

afterAll(() => {
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the lint of imports', () => {
  it('fails a cycle anywhere in the repository, and not a file that only imports into one', () => {
    expect(findings(path.join(dirs.cycle, 'a.ts'))).toContain('import-x/no-cycle');
    expect(findings(path.join(dirs.cycle, 'b.ts'))).toContain('import-x/no-cycle');
    expect(findings(path.join(dirs.cycle, 'c.ts'))).toEqual([]);
  });

  it("fails a backwards door between config's rooms", () => {
    expect(findings(path.join(dirs.rules, 'backwards.ts'))).toEqual(['import-x/no-restricted-paths']);
    expect(findings(path.join(dirs.contracts, 'backwards.ts'))).toEqual(['import-x/no-restricted-paths']);
    expect(findings(path.join(dirs.words, 'backwards.ts'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes the doors as they run: words reading rules and contracts, the platform reading words', () => {
    expect(findings(path.join(dirs.words, 'forward.ts'))).toEqual([]);
    expect(findings(path.join(dirs.platform, 'forward.ts'))).toEqual([]);
  });
});
